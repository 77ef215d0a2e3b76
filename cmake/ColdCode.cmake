# Optimisation level of the code off the interpreter's hot path
# (docs/building.md, "Build time").
#
# A Release build compiles with -O3. Most of a clean build's CPU time goes
# to code whose speed does not matter at -O3: the generated ODS code of the
# dialects (parsers, printers, verifiers, bytecode), the passes between
# stablehlo and vhlo, the unit tests and opidiff (libtorch's headers). At
# -O1 these compile 40% faster (VhloOps.cpp 95 s -> 55 s, StablehloOps.cpp
# 102 s -> 60 s, alone on this machine). The interpreter (interpreter/), the
# API layer, npy, the grid and the benchmarks keep -O3.
#
# -DSHLO_COLD_CODE_OPT=-O3 compiles everything at -O3 again; an empty value
# leaves the build type's flags alone as well. Only Release builds are
# changed: Debug and RelWithDebInfo keep their own levels.
set(SHLO_COLD_CODE_OPT "-O1" CACHE STRING
  "Optimisation flag of Release code off the interpreter's hot path (dialect/, transforms/, tests/, opidiff/)")

# Unity batches of cold code: most of a small file's compile time is the
# MLIR, LLVM and gtest headers it parses (4-7 s), so the cold folders
# compile their sources a few at a time in one translation unit (CMake's
# UNITY_BUILD). The unit tests: 19 objects, 185 s of CPU -> 4 objects,
# 64 s (cold, no ccache). -DSHLO_UNITY_BUILD=OFF compiles file by file.
option(SHLO_UNITY_BUILD "Compile the cold folders' sources in unity batches" ON)
set(SHLO_UNITY_BATCH_SIZE 5 CACHE STRING
  "Sources per unity batch of the cold folders")

# shlo_cold_code(): call at the top of a folder's CMakeLists.txt; every
# target defined in that folder and below it gets SHLO_COLD_CODE_OPT after
# the build type's -O3 (GCC and clang take the last -O), and is built in
# unity batches when SHLO_UNITY_BUILD is on (any build type).
macro(shlo_cold_code)
  if(SHLO_COLD_CODE_OPT)
    add_compile_options("$<$<CONFIG:Release>:${SHLO_COLD_CODE_OPT}>")
  endif()
  if(SHLO_UNITY_BUILD)
    set(CMAKE_UNITY_BUILD ON)
    set(CMAKE_UNITY_BUILD_BATCH_SIZE ${SHLO_UNITY_BATCH_SIZE})
  endif()
endmacro()
