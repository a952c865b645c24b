# Turns text files into a C++ source so that the binary carries them (built-in domains, the default
# example) and works from any directory, without an install step.
#
# polyplan_embed_text(OUT_CPP NAMESPACE FUNCTION FILE...) generates OUT_CPP defining
#   const std::vector<polyplan::EmbeddedText>& NAMESPACE::FUNCTION();
# with one entry per file: its name (without directory) and its bytes.
function(polyplan_embed_text out_cpp namespace function)
  set(files ${ARGN})
  add_custom_command(
    OUTPUT ${out_cpp}
    COMMAND ${CMAKE_COMMAND} -DOUT=${out_cpp} -DNAMESPACE=${namespace} -DFUNCTION=${function}
            "-DFILES=${files}" -P ${PROJECT_SOURCE_DIR}/cmake/EmbedTextScript.cmake
    DEPENDS ${files} ${PROJECT_SOURCE_DIR}/cmake/EmbedTextScript.cmake
    COMMENT "Embedding ${function}"
    VERBATIM)
endfunction()
