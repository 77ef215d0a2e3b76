# The opidiff2mlir executable: a thin main over OpidiffDriver, which ties the
# loader, sampler, PyTorch baseline, lowering and (for --run) the
# interpreter together.
if(TARGET OpidiffCore AND TARGET OpidiffTorch AND TARGET OpidiffLowering)
  add_library(OpidiffDriver STATIC Driver.cpp Jsonl.cpp)
  target_compile_options(OpidiffDriver PRIVATE -fexceptions)
  target_include_directories(OpidiffDriver PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
  target_link_libraries(OpidiffDriver PUBLIC OpidiffLowering OpidiffTorch
    OpidiffCore OpidiffErrors ShloInterpreter ShloDialects LLVM)

  add_executable(opidiff2mlir main.cpp)
  target_link_libraries(opidiff2mlir PRIVATE OpidiffDriver)
  set_target_properties(opidiff2mlir PROPERTIES
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
endif()

# End to end: every suite of testdata/opidiff converts with the PyTorch
# baseline and passes in the interpreter.
if(TARGET opidiff2mlir)
  # blocks_*: a shared file without tests (shared/presets.yaml) and an
  # include-only suite (blocks_all).
  foreach(suite aten_elementwise aten_reductions aten_shape aten_nn modules
          blocks_mlp blocks_norm blocks_all)
    add_test(NAME opidiff-suite-${suite}
      COMMAND opidiff2mlir ${PROJECT_SOURCE_DIR}/testdata/opidiff/${suite}.yaml
              --run -o /dev/null)
  endforeach()
endif()
