# Loader + Sampler of the opidiff library: YAML suites -> validated, expanded tests
# -> concrete TestCases. Plain targets (not add_llvm_*): yaml-cpp needs
# exceptions. LLVM is the shared libLLVM: the static LLVMSupport wants
# libzstd-dev, and one binary must not carry two copies of LLVM.
find_package(yaml-cpp 0.7 REQUIRED CONFIG GLOBAL)

add_library(OpidiffCore STATIC
  Model.cpp
  Sampler.cpp
  loader/Loader.cpp
  loader/Files.cpp
  loader/Fields.cpp
  loader/Nodes.cpp
  loader/Tests.cpp
)
target_compile_options(OpidiffCore PRIVATE -fexceptions)
target_link_libraries(OpidiffCore PUBLIC yaml-cpp LLVM)

find_package(GTest)
if(GTest_FOUND)
  set(OPIDIFF_CORE_TEST_DIR ${PROJECT_SOURCE_DIR}/tests/unit/opidiff)
  add_executable(opidiff-core-tests
    ${OPIDIFF_CORE_TEST_DIR}/LoaderTest.cpp
    ${OPIDIFF_CORE_TEST_DIR}/SamplerTest.cpp
  )
  target_compile_options(opidiff-core-tests PRIVATE -fexceptions)
  target_compile_definitions(opidiff-core-tests PRIVATE
    OPIDIFF_TEST_YAML_DIR="${OPIDIFF_CORE_TEST_DIR}/yaml")
  target_link_libraries(opidiff-core-tests PRIVATE
    OpidiffCore GTest::gtest GTest::gtest_main)
  add_test(NAME opidiff-core COMMAND opidiff-core-tests)
endif()
