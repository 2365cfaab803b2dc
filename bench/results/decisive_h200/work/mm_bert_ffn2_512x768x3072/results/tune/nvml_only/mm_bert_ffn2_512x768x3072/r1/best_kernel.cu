
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
extern "C" __global__ void __launch_bounds__(384) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(384) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[8];
  __shared__ alignas(64) float A_shared_ptr[3072];
  __shared__ alignas(64) float B_shared_ptr[9216];
  C_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) >> 3);
  int cse_v2 = (((int)threadIdx.x) & 31);
  int cse_v3 = (((int)threadIdx.x) * 4);
  int cse_v9 = ((((int)threadIdx.x) / 24) * 768);
  int cse_v10 = ((((int)blockIdx.x) & 7) * 96);
  int cse_v11 = ((((int)threadIdx.x) % 24) * 4);
  int cse_v24 = (((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072));
  int cse_v27 = ((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072)) + (((int)threadIdx.x) & 31));
  int cse_v28 = ((((((int)threadIdx.x) / 24) * 768) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4));
  A_shared_ptr[((int)threadIdx.x)] = A_ptr[((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072)) + (((int)threadIdx.x) & 31))];
  A_shared_ptr[(((int)threadIdx.x) + 384)] = A_ptr[(((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072)) + (((int)threadIdx.x) & 31)) + 36864)];
  if (((int)threadIdx.x) < 256) {
    A_shared_ptr[(((int)threadIdx.x) + 768)] = A_ptr[(((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072)) + (((int)threadIdx.x) & 31)) + 73728)];
  }
  *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + ((((((int)threadIdx.x) / 24) * 768) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) / 24) * 768) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 12288));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  A_shared_ptr[(((int)threadIdx.x) + 1024)] = A_ptr[(((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072)) + (((int)threadIdx.x) & 31)) + 32)];
  A_shared_ptr[(((int)threadIdx.x) + 1408)] = A_ptr[(((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072)) + (((int)threadIdx.x) & 31)) + 36896)];
  if (((int)threadIdx.x) < 256) {
    A_shared_ptr[(((int)threadIdx.x) + 1792)] = A_ptr[(((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072)) + (((int)threadIdx.x) & 31)) + 73760)];
  }
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) / 24) * 768) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 24576));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 4608)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) / 24) * 768) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 36864));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v6 = (((int)threadIdx.x) / 48);
  int cse_v13 = ((((int)threadIdx.x) / 48) * 128);
  int cse_v14 = ((((int)threadIdx.x) % 48) * 2);
  for (int k_0_fused = 0; k_0_fused < 94; ++k_0_fused) {
    int cse_v12 = ((k_0_fused + 2) % 3);
    int cse_v29 = ((((k_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x));
    int cse_v35 = (((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072)) + (k_0_fused * 32)) + (((int)threadIdx.x) & 31));
    __syncthreads();
    A_shared_ptr[((((k_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x))] = A_ptr[((((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072)) + (k_0_fused * 32)) + (((int)threadIdx.x) & 31)) + 64)];
    A_shared_ptr[(((((k_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 384)] = A_ptr[((((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072)) + (k_0_fused * 32)) + (((int)threadIdx.x) & 31)) + 36928)];
    if (((int)threadIdx.x) < 256) {
      A_shared_ptr[(((((k_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 768)] = A_ptr[((((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) >> 5) * 3072)) + (k_0_fused * 32)) + (((int)threadIdx.x) & 31)) + 73792)];
    }
    int cse_v30 = ((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 4));
    int cse_v36 = ((((k_0_fused * 24576) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4));
    *(float4*)(B_shared_ptr + ((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 4))) = *(float4*)(B_ptr + (((((k_0_fused * 24576) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 49152));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 4)) + 1536)) = *(float4*)(B_ptr + (((((k_0_fused * 24576) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 61440));
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int k_1 = 0; k_1 < 4; ++k_1) {
      for (int i_3 = 0; i_3 < 2; ++i_3) {
        for (int k_2 = 0; k_2 < 8; ++k_2) {
          int cse_v4 = (i_3 * 4);
          int cse_v5 = (k_0_fused % 3);
          int cse_v37 = (((((k_0_fused % 3) * 3072) + (k_1 * 768)) + (k_2 * 96)) + ((((int)threadIdx.x) % 48) * 2));
          int cse_v41 = ((((((k_0_fused % 3) * 1024) + ((((int)threadIdx.x) / 48) * 128)) + (i_3 * 64)) + (k_1 * 8)) + k_2);
          C_local_ptr[(i_3 * 4)] = (C_local_ptr[(i_3 * 4)] + (A_shared_ptr[((((((k_0_fused % 3) * 1024) + ((((int)threadIdx.x) / 48) * 128)) + (i_3 * 64)) + (k_1 * 8)) + k_2)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 768)) + (k_2 * 96)) + ((((int)threadIdx.x) % 48) * 2))]));
          int cse_v15 = ((i_3 * 4) + 1);
          int cse_v42 = ((((((k_0_fused % 3) * 3072) + (k_1 * 768)) + (k_2 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 1);
          C_local_ptr[((i_3 * 4) + 1)] = (C_local_ptr[((i_3 * 4) + 1)] + (A_shared_ptr[((((((k_0_fused % 3) * 1024) + ((((int)threadIdx.x) / 48) * 128)) + (i_3 * 64)) + (k_1 * 8)) + k_2)] * B_shared_ptr[((((((k_0_fused % 3) * 3072) + (k_1 * 768)) + (k_2 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 1)]));
          int cse_v16 = ((i_3 * 4) + 2);
          int cse_v47 = (((((((k_0_fused % 3) * 1024) + ((((int)threadIdx.x) / 48) * 128)) + (i_3 * 64)) + (k_1 * 8)) + k_2) + 32);
          C_local_ptr[((i_3 * 4) + 2)] = (C_local_ptr[((i_3 * 4) + 2)] + (A_shared_ptr[(((((((k_0_fused % 3) * 1024) + ((((int)threadIdx.x) / 48) * 128)) + (i_3 * 64)) + (k_1 * 8)) + k_2) + 32)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 768)) + (k_2 * 96)) + ((((int)threadIdx.x) % 48) * 2))]));
          int cse_v17 = ((i_3 * 4) + 3);
          C_local_ptr[((i_3 * 4) + 3)] = (C_local_ptr[((i_3 * 4) + 3)] + (A_shared_ptr[(((((((k_0_fused % 3) * 1024) + ((((int)threadIdx.x) / 48) * 128)) + (i_3 * 64)) + (k_1 * 8)) + k_2) + 32)] * B_shared_ptr[((((((k_0_fused % 3) * 3072) + (k_1 * 768)) + (k_2 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 1)]));
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int k_1_1 = 0; k_1_1 < 4; ++k_1_1) {
    for (int i_3_1 = 0; i_3_1 < 2; ++i_3_1) {
      for (int k_2_1 = 0; k_2_1 < 8; ++k_2_1) {
        int cse_v7 = (i_3_1 * 4);
        int cse_v25 = (((k_1_1 * 768) + (k_2_1 * 96)) + ((((int)threadIdx.x) % 48) * 2));
        int cse_v31 = ((((k_1_1 * 768) + (k_2_1 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3072);
        int cse_v38 = (((((((int)threadIdx.x) / 48) * 128) + (i_3_1 * 64)) + (k_1_1 * 8)) + k_2_1);
        int cse_v43 = ((((((((int)threadIdx.x) / 48) * 128) + (i_3_1 * 64)) + (k_1_1 * 8)) + k_2_1) + 1024);
        C_local_ptr[(i_3_1 * 4)] = (C_local_ptr[(i_3_1 * 4)] + (A_shared_ptr[((((((((int)threadIdx.x) / 48) * 128) + (i_3_1 * 64)) + (k_1_1 * 8)) + k_2_1) + 1024)] * B_shared_ptr[((((k_1_1 * 768) + (k_2_1 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3072)]));
        int cse_v18 = ((i_3_1 * 4) + 1);
        int cse_v32 = ((((k_1_1 * 768) + (k_2_1 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3073);
        C_local_ptr[((i_3_1 * 4) + 1)] = (C_local_ptr[((i_3_1 * 4) + 1)] + (A_shared_ptr[((((((((int)threadIdx.x) / 48) * 128) + (i_3_1 * 64)) + (k_1_1 * 8)) + k_2_1) + 1024)] * B_shared_ptr[((((k_1_1 * 768) + (k_2_1 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3073)]));
        int cse_v19 = ((i_3_1 * 4) + 2);
        int cse_v44 = ((((((((int)threadIdx.x) / 48) * 128) + (i_3_1 * 64)) + (k_1_1 * 8)) + k_2_1) + 1056);
        C_local_ptr[((i_3_1 * 4) + 2)] = (C_local_ptr[((i_3_1 * 4) + 2)] + (A_shared_ptr[((((((((int)threadIdx.x) / 48) * 128) + (i_3_1 * 64)) + (k_1_1 * 8)) + k_2_1) + 1056)] * B_shared_ptr[((((k_1_1 * 768) + (k_2_1 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3072)]));
        int cse_v20 = ((i_3_1 * 4) + 3);
        C_local_ptr[((i_3_1 * 4) + 3)] = (C_local_ptr[((i_3_1 * 4) + 3)] + (A_shared_ptr[((((((((int)threadIdx.x) / 48) * 128) + (i_3_1 * 64)) + (k_1_1 * 8)) + k_2_1) + 1056)] * B_shared_ptr[((((k_1_1 * 768) + (k_2_1 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3073)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int k_1_2 = 0; k_1_2 < 4; ++k_1_2) {
    for (int i_3_2 = 0; i_3_2 < 2; ++i_3_2) {
      for (int k_2_2 = 0; k_2_2 < 8; ++k_2_2) {
        int cse_v8 = (i_3_2 * 4);
        int cse_v26 = (((k_1_2 * 768) + (k_2_2 * 96)) + ((((int)threadIdx.x) % 48) * 2));
        int cse_v33 = ((((k_1_2 * 768) + (k_2_2 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 6144);
        int cse_v39 = (((((((int)threadIdx.x) / 48) * 128) + (i_3_2 * 64)) + (k_1_2 * 8)) + k_2_2);
        int cse_v45 = ((((((((int)threadIdx.x) / 48) * 128) + (i_3_2 * 64)) + (k_1_2 * 8)) + k_2_2) + 2048);
        C_local_ptr[(i_3_2 * 4)] = (C_local_ptr[(i_3_2 * 4)] + (A_shared_ptr[((((((((int)threadIdx.x) / 48) * 128) + (i_3_2 * 64)) + (k_1_2 * 8)) + k_2_2) + 2048)] * B_shared_ptr[((((k_1_2 * 768) + (k_2_2 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 6144)]));
        int cse_v21 = ((i_3_2 * 4) + 1);
        int cse_v34 = ((((k_1_2 * 768) + (k_2_2 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 6145);
        C_local_ptr[((i_3_2 * 4) + 1)] = (C_local_ptr[((i_3_2 * 4) + 1)] + (A_shared_ptr[((((((((int)threadIdx.x) / 48) * 128) + (i_3_2 * 64)) + (k_1_2 * 8)) + k_2_2) + 2048)] * B_shared_ptr[((((k_1_2 * 768) + (k_2_2 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 6145)]));
        int cse_v22 = ((i_3_2 * 4) + 2);
        int cse_v46 = ((((((((int)threadIdx.x) / 48) * 128) + (i_3_2 * 64)) + (k_1_2 * 8)) + k_2_2) + 2080);
        C_local_ptr[((i_3_2 * 4) + 2)] = (C_local_ptr[((i_3_2 * 4) + 2)] + (A_shared_ptr[((((((((int)threadIdx.x) / 48) * 128) + (i_3_2 * 64)) + (k_1_2 * 8)) + k_2_2) + 2080)] * B_shared_ptr[((((k_1_2 * 768) + (k_2_2 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 6144)]));
        int cse_v23 = ((i_3_2 * 4) + 3);
        C_local_ptr[((i_3_2 * 4) + 3)] = (C_local_ptr[((i_3_2 * 4) + 3)] + (A_shared_ptr[((((((((int)threadIdx.x) / 48) * 128) + (i_3_2 * 64)) + (k_1_2 * 8)) + k_2_2) + 2080)] * B_shared_ptr[((((k_1_2 * 768) + (k_2_2 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 6145)]));
      }
    }
  }
  int cse_v40 = (((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2));
  C_ptr[(((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2))] = C_local_ptr[0];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 1)] = C_local_ptr[1];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 768)] = C_local_ptr[2];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 769)] = C_local_ptr[3];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 1536)] = C_local_ptr[4];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 1537)] = C_local_ptr[5];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 2304)] = C_local_ptr[6];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 2305)] = C_local_ptr[7];
}

