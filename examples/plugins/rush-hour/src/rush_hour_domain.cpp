#include "rush_hour_domain.hpp"

namespace rush_hour {

// A domain is language, not code: the plugin adds it as .pzl text, checked like any user domain
// against the rules polyplan knows (the plugin's `rush` rule included).
std::string rush_hour_domain() {
  return R"pzl(
; Rush Hour: cars (two cells) and trucks (three) slide along their own axis, any distance per
; move; the goal places the target car at the exit.
(define (domain rush-hour-plugin)
  (:requirements :polyominoes)
  (:kinds car)
  (:move rush :kinds (car)))
)pzl";
}

}  // namespace rush_hour
