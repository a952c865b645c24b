#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace polyplan::cli {

// The report's pictures as gnuplot scripts (SVG terminal, data inline), and gnuplot run on them.
// A script is empty when there is nothing to draw (no solved run, no instance solved by both).

// Instances solved against time per configuration: each configuration's solved times sorted.
std::string cactus_script(const std::vector<nlohmann::json>& rows, const std::vector<std::string>& configurations);

// Expansions of configuration `x` against `y` per instance both solved, on log-log axes with y = x;
// each family's points with a point type and colour of their own, named in the key.
std::string scatter_script(const std::vector<nlohmann::json>& rows, const std::string& x, const std::string& y);

// Solved share per class (family/class when rows hold several families), one bar per configuration,
// of the instances the configuration applies to.
std::string class_bars_script(const std::vector<nlohmann::json>& rows, const std::vector<std::string>& configurations);

// Runs gnuplot on a script and returns its SVG (the <svg> element, without the XML prolog).
// Throws InputError when gnuplot is missing or fails.
std::string render_svg(const std::string& script);

}  // namespace polyplan::cli
