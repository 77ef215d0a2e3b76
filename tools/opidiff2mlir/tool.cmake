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
  # The TorchScript helper (TorchScript.h) goes beside the binary; the
  # source path is the fallback compiled in.
  set(helper ${CMAKE_CURRENT_SOURCE_DIR}/torchscript_helper.py)
  target_compile_definitions(opidiff2mlir PRIVATE
    OPIDIFF_HELPER_SOURCE="${helper}")
  add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/bin/torchscript_helper.py
    COMMAND ${CMAKE_COMMAND} -E copy ${helper}
            ${CMAKE_BINARY_DIR}/bin/torchscript_helper.py
    DEPENDS ${helper})
  add_custom_target(opidiff-torchscript-helper
    DEPENDS ${CMAKE_BINARY_DIR}/bin/torchscript_helper.py)
  add_dependencies(opidiff2mlir opidiff-torchscript-helper)
  set_target_properties(opidiff2mlir PROPERTIES
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
endif()

# End to end: every suite of testdata/opidiff converts with the PyTorch
# baseline and passes in the interpreter.
if(TARGET opidiff2mlir)
  # blocks_*: a shared file without tests (shared/presets.yaml) and an
  # include-only suite (blocks_all).
  foreach(suite aten_elementwise aten_reductions aten_shape aten_nn modules
          blocks_mlp blocks_norm blocks_all python_modules)
    add_test(NAME opidiff-suite-${suite}
      COMMAND opidiff2mlir ${PROJECT_SOURCE_DIR}/testdata/opidiff/${suite}.yaml
              --run -o /dev/null)
  endforeach()
endif()
