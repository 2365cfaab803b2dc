
#ifdef __CUDACC_RTC__
  #include <cuda/std/cstdint>
  using cuda::std::uint8_t;
  using cuda::std::uint16_t;
  using cuda::std::uint32_t;
  using cuda::std::uint64_t;
  using cuda::std::int8_t;
  using cuda::std::int16_t;
  using cuda::std::int32_t;
  using cuda::std::int64_t;

  #include <cuda/std/type_traits>
  namespace std {
    using cuda::std::is_same;
    using cuda::std::is_same_v;
    using cuda::std::is_integral;
    using cuda::std::is_signed;
    using cuda::std::is_unsigned;
    using cuda::std::is_floating_point;
    using cuda::std::enable_if;
    using cuda::std::conditional;
  }

  // NVRTC uses asm/volatile instead of __asm__/__volatile__ (gcc extension).
  #ifndef __asm__
  #define __asm__ asm
  #endif
  #ifndef __volatile__
  #define __volatile__ volatile
  #endif
#else
  #include <cstdint>
  #include <type_traits>
  #include <cuda.h>
#endif

#if (((__CUDACC_VER_MAJOR__ == 11) && (__CUDACC_VER_MINOR__ >= 4)) || \
     (__CUDACC_VER_MAJOR__ > 11))
#define TVM_ENABLE_L2_PREFETCH 1
#else
#define TVM_ENABLE_L2_PREFETCH 0
#endif

#ifdef _WIN32
  using uint = unsigned int;
  using uchar = unsigned char;
  using ushort = unsigned short;
  using int64_t = long long;
  using uint64_t = unsigned long long;
#else
  #define uint unsigned int
  #define uchar unsigned char
  #define ushort unsigned short
#endif
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}
extern "C" __global__ void __launch_bounds__(96) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(96) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[32];
  __shared__ alignas(64) float A_shared_ptr[3072];
  __shared__ alignas(64) float B_shared_ptr[9216];
  for (int i_3_init = 0; i_3_init < 8; ++i_3_init) {
    for (int j_4_init = 0; j_4_init < 2; ++j_4_init) {
      int cse_v6 = ((i_3_init * 2) + j_4_init);
      C_local_ptr[((i_3_init * 2) + j_4_init)] = 0x0p+0f/*0.000000e+00*/;
      C_local_ptr[(((i_3_init * 2) + j_4_init) + 16)] = 0x0p+0f/*0.000000e+00*/;
    }
  }
  int cse_v1 = (((int)threadIdx.x) >> 5);
  int cse_v2 = (((int)blockIdx.x) >> 3);
  int cse_v3 = (((int)threadIdx.x) * 2);
  int cse_v7 = ((((int)blockIdx.x) >> 3) * 98304);
  int cse_v8 = ((((int)threadIdx.x) >> 4) * 3072);
  int cse_v9 = ((((int)threadIdx.x) & 15) * 2);
  int cse_v10 = ((((int)threadIdx.x) / 48) * 768);
  int cse_v11 = ((((int)blockIdx.x) & 7) * 96);
  int cse_v12 = ((((int)threadIdx.x) % 48) * 2);
  for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 6; ++ax0_ax1_fused_0) {
    if (((ax0_ax1_fused_0 * 3) + (((int)threadIdx.x) >> 5)) < 16) {
      *(float2*)(A_shared_ptr + ((ax0_ax1_fused_0 * 192) + (((int)threadIdx.x) * 2))) = *(float2*)(A_ptr + (((((((int)blockIdx.x) >> 3) * 98304) + (ax0_ax1_fused_0 * 18432)) + ((((int)threadIdx.x) >> 4) * 3072)) + ((((int)threadIdx.x) & 15) * 2)));
    }
  }
  for (int ax0_ax1_fused_0_1 = 0; ax0_ax1_fused_0_1 < 16; ++ax0_ax1_fused_0_1) {
    *(float2*)(B_shared_ptr + ((ax0_ax1_fused_0_1 * 192) + (((int)threadIdx.x) * 2))) = *(float2*)(B_ptr + ((((ax0_ax1_fused_0_1 * 1536) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  for (int ax0_ax1_fused_0_2 = 0; ax0_ax1_fused_0_2 < 6; ++ax0_ax1_fused_0_2) {
    if (((ax0_ax1_fused_0_2 * 3) + (((int)threadIdx.x) >> 5)) < 16) {
      *(float2*)(A_shared_ptr + (((ax0_ax1_fused_0_2 * 192) + (((int)threadIdx.x) * 2)) + 1024)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) >> 3) * 98304) + (ax0_ax1_fused_0_2 * 18432)) + ((((int)threadIdx.x) >> 4) * 3072)) + ((((int)threadIdx.x) & 15) * 2)) + 32));
    }
  }
  for (int ax0_ax1_fused_0_3 = 0; ax0_ax1_fused_0_3 < 16; ++ax0_ax1_fused_0_3) {
    *(float2*)(B_shared_ptr + (((ax0_ax1_fused_0_3 * 192) + (((int)threadIdx.x) * 2)) + 3072)) = *(float2*)(B_ptr + (((((ax0_ax1_fused_0_3 * 1536) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 24576));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v5 = (((int)threadIdx.x) / 24);
  int cse_v15 = ((((int)threadIdx.x) / 24) * 256);
  int cse_v16 = ((((int)threadIdx.x) % 24) * 2);
  for (int k_0_fused = 0; k_0_fused < 94; ++k_0_fused) {
    int cse_v13 = ((k_0_fused + 2) % 3);
    __syncthreads();
    for (int ax0_ax1_fused_0_4 = 0; ax0_ax1_fused_0_4 < 6; ++ax0_ax1_fused_0_4) {
      if (((ax0_ax1_fused_0_4 * 3) + (((int)threadIdx.x) >> 5)) < 16) {
        *(float2*)(A_shared_ptr + (((((k_0_fused + 2) % 3) * 1024) + (ax0_ax1_fused_0_4 * 192)) + (((int)threadIdx.x) * 2))) = *(float2*)(A_ptr + (((((((((int)blockIdx.x) >> 3) * 98304) + (ax0_ax1_fused_0_4 * 18432)) + ((((int)threadIdx.x) >> 4) * 3072)) + (k_0_fused * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 64));
      }
    }
    for (int ax0_ax1_fused_0_5 = 0; ax0_ax1_fused_0_5 < 16; ++ax0_ax1_fused_0_5) {
      *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (ax0_ax1_fused_0_5 * 192)) + (((int)threadIdx.x) * 2))) = *(float2*)(B_ptr + ((((((k_0_fused * 24576) + (ax0_ax1_fused_0_5 * 1536)) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 49152));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int k_1 = 0; k_1 < 4; ++k_1) {
      for (int i_3 = 0; i_3 < 8; ++i_3) {
        for (int k_2 = 0; k_2 < 8; ++k_2) {
          for (int j_4 = 0; j_4 < 2; ++j_4) {
            int cse_v4 = (k_0_fused % 3);
            int cse_v14 = ((i_3 * 2) + j_4);
            int cse_v25 = ((((((k_0_fused % 3) * 1024) + ((((int)threadIdx.x) / 24) * 256)) + (i_3 * 32)) + (k_1 * 8)) + k_2);
            int cse_v26 = ((((((k_0_fused % 3) * 3072) + (k_1 * 768)) + (k_2 * 96)) + ((((int)threadIdx.x) % 24) * 2)) + j_4);
            C_local_ptr[((i_3 * 2) + j_4)] = (C_local_ptr[((i_3 * 2) + j_4)] + (A_shared_ptr[((((((k_0_fused % 3) * 1024) + ((((int)threadIdx.x) / 24) * 256)) + (i_3 * 32)) + (k_1 * 8)) + k_2)] * B_shared_ptr[((((((k_0_fused % 3) * 3072) + (k_1 * 768)) + (k_2 * 96)) + ((((int)threadIdx.x) % 24) * 2)) + j_4)]));
            int cse_v20 = (((i_3 * 2) + j_4) + 16);
            C_local_ptr[(((i_3 * 2) + j_4) + 16)] = (C_local_ptr[(((i_3 * 2) + j_4) + 16)] + (A_shared_ptr[((((((k_0_fused % 3) * 1024) + ((((int)threadIdx.x) / 24) * 256)) + (i_3 * 32)) + (k_1 * 8)) + k_2)] * B_shared_ptr[(((((((k_0_fused % 3) * 3072) + (k_1 * 768)) + (k_2 * 96)) + ((((int)threadIdx.x) % 24) * 2)) + j_4) + 48)]));
          }
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int k_1_1 = 0; k_1_1 < 4; ++k_1_1) {
    for (int i_3_1 = 0; i_3_1 < 8; ++i_3_1) {
      for (int k_2_1 = 0; k_2_1 < 8; ++k_2_1) {
        for (int j_4_1 = 0; j_4_1 < 2; ++j_4_1) {
          int cse_v17 = ((i_3_1 * 2) + j_4_1);
          int cse_v23 = ((((k_1_1 * 768) + (k_2_1 * 96)) + ((((int)threadIdx.x) % 24) * 2)) + j_4_1);
          int cse_v27 = ((((((((int)threadIdx.x) / 24) * 256) + (i_3_1 * 32)) + (k_1_1 * 8)) + k_2_1) + 1024);
          C_local_ptr[((i_3_1 * 2) + j_4_1)] = (C_local_ptr[((i_3_1 * 2) + j_4_1)] + (A_shared_ptr[((((((((int)threadIdx.x) / 24) * 256) + (i_3_1 * 32)) + (k_1_1 * 8)) + k_2_1) + 1024)] * B_shared_ptr[(((((k_1_1 * 768) + (k_2_1 * 96)) + ((((int)threadIdx.x) % 24) * 2)) + j_4_1) + 3072)]));
          int cse_v21 = (((i_3_1 * 2) + j_4_1) + 16);
          C_local_ptr[(((i_3_1 * 2) + j_4_1) + 16)] = (C_local_ptr[(((i_3_1 * 2) + j_4_1) + 16)] + (A_shared_ptr[((((((((int)threadIdx.x) / 24) * 256) + (i_3_1 * 32)) + (k_1_1 * 8)) + k_2_1) + 1024)] * B_shared_ptr[(((((k_1_1 * 768) + (k_2_1 * 96)) + ((((int)threadIdx.x) % 24) * 2)) + j_4_1) + 3120)]));
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int k_1_2 = 0; k_1_2 < 4; ++k_1_2) {
    for (int i_3_2 = 0; i_3_2 < 8; ++i_3_2) {
      for (int k_2_2 = 0; k_2_2 < 8; ++k_2_2) {
        for (int j_4_2 = 0; j_4_2 < 2; ++j_4_2) {
          int cse_v18 = ((i_3_2 * 2) + j_4_2);
          int cse_v24 = ((((k_1_2 * 768) + (k_2_2 * 96)) + ((((int)threadIdx.x) % 24) * 2)) + j_4_2);
          int cse_v28 = ((((((((int)threadIdx.x) / 24) * 256) + (i_3_2 * 32)) + (k_1_2 * 8)) + k_2_2) + 2048);
          C_local_ptr[((i_3_2 * 2) + j_4_2)] = (C_local_ptr[((i_3_2 * 2) + j_4_2)] + (A_shared_ptr[((((((((int)threadIdx.x) / 24) * 256) + (i_3_2 * 32)) + (k_1_2 * 8)) + k_2_2) + 2048)] * B_shared_ptr[(((((k_1_2 * 768) + (k_2_2 * 96)) + ((((int)threadIdx.x) % 24) * 2)) + j_4_2) + 6144)]));
          int cse_v22 = (((i_3_2 * 2) + j_4_2) + 16);
          C_local_ptr[(((i_3_2 * 2) + j_4_2) + 16)] = (C_local_ptr[(((i_3_2 * 2) + j_4_2) + 16)] + (A_shared_ptr[((((((((int)threadIdx.x) / 24) * 256) + (i_3_2 * 32)) + (k_1_2 * 8)) + k_2_2) + 2048)] * B_shared_ptr[(((((k_1_2 * 768) + (k_2_2 * 96)) + ((((int)threadIdx.x) % 24) * 2)) + j_4_2) + 6192)]));
        }
      }
    }
  }
  for (int ax0 = 0; ax0 < 8; ++ax0) {
    for (int ax1 = 0; ax1 < 2; ++ax1) {
      int cse_v19 = ((ax0 * 2) + ax1);
      int cse_v29 = (((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 24) * 6144)) + (ax0 * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 2)) + ax1);
      C_ptr[(((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 24) * 6144)) + (ax0 * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 2)) + ax1)] = C_local_ptr[((ax0 * 2) + ax1)];
      C_ptr[((((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 24) * 6144)) + (ax0 * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 2)) + ax1) + 48)] = C_local_ptr[(((ax0 * 2) + ax1) + 16)];
    }
  }
}

