# `cmake --install`: the polyplan program, the plugin interface headers and a package config, so
# that find_package(polyplan) works for plugins built out of tree (docs/plugins.md).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS polyplan EXPORT polyplanTargets RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS polyplan_plugin_api EXPORT polyplanTargets)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/plugin_api/include/polyplan DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

set(polyplan_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/polyplan)
install(EXPORT polyplanTargets NAMESPACE polyplan:: DESTINATION ${polyplan_cmake_dir})

# The API version the headers carry, read from them so that it is written in one place only.
file(STRINGS ${PROJECT_SOURCE_DIR}/plugin_api/include/polyplan/plugin/api_version.hpp api_version_line
     REGEX "^#define POLYPLAN_PLUGIN_API_VERSION [0-9]+$")
string(REGEX REPLACE ".* ([0-9]+)$" "\\1" POLYPLAN_PLUGIN_API_VERSION "${api_version_line}")

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/polyplanConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/polyplanConfig.cmake INSTALL_DESTINATION ${polyplan_cmake_dir})
# A plugin is tied to the API version, not to polyplan's version; the package version only
# guards against much older installs.
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/polyplanConfigVersion.cmake
  COMPATIBILITY SameMajorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/polyplanConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/polyplanConfigVersion.cmake
        DESTINATION ${polyplan_cmake_dir})
