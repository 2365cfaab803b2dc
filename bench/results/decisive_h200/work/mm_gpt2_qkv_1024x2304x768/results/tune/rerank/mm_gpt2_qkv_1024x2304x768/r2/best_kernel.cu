
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
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[48];
  __shared__ alignas(64) float A_shared_ptr[1536];
  __shared__ alignas(64) float B_shared_ptr[1152];
  for (int i_3_init = 0; i_3_init < 4; ++i_3_init) {
    int cse_v1 = (i_3_init * 12);
    C_local_ptr[(i_3_init * 12)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 12) + 1)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 12) + 2)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 12) + 6)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 12) + 7)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 12) + 8)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 12) + 3)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 12) + 4)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 12) + 5)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 12) + 9)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 12) + 10)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 12) + 11)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v2 = (((int)blockIdx.x) / 48);
  int cse_v10 = (((int)threadIdx.x) >> 3);
  int cse_v18 = ((((int)blockIdx.x) % 48) * 48);
  int cse_v19 = ((((int)threadIdx.x) & 7) * 6);
  for (int k_0 = 0; k_0 < 32; ++k_0) {
    int cse_v3 = (k_0 * 24);
    int cse_v4 = (((int)threadIdx.x) * 4);
    int cse_v12 = ((((int)blockIdx.x) / 48) * 49152);
    int cse_v41 = (((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 6) * 768)) + (k_0 * 24)) + ((((int)threadIdx.x) % 6) * 4));
    __syncthreads();
    *(float4*)(A_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 6) * 768)) + (k_0 * 24)) + ((((int)threadIdx.x) % 6) * 4)));
    int cse_v5 = (((int)threadIdx.x) + 64);
    int cse_v13 = ((((int)threadIdx.x) * 4) + 16);
    int cse_v14 = ((((int)threadIdx.x) * 4) + 256);
    int cse_v31 = (((((int)threadIdx.x) * 4) + 16) % 24);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) / 48) * 49152) + (((((int)threadIdx.x) + 64) / 6) * 768)) + (k_0 * 24)) + (((((int)threadIdx.x) * 4) + 16) % 24)));
    int cse_v6 = (((int)threadIdx.x) + 128);
    int cse_v15 = ((((int)threadIdx.x) * 4) + 512);
    int cse_v32 = (((((int)threadIdx.x) * 4) + 8) % 24);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) / 48) * 49152) + (((((int)threadIdx.x) + 128) / 6) * 768)) + (k_0 * 24)) + (((((int)threadIdx.x) * 4) + 8) % 24)));
    int cse_v16 = ((((int)threadIdx.x) * 4) + 768);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 6) * 768)) + (k_0 * 24)) + ((((int)threadIdx.x) % 6) * 4)) + 24576));
    int cse_v7 = (((int)threadIdx.x) + 256);
    int cse_v17 = ((((int)threadIdx.x) * 4) + 1024);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) / 48) * 49152) + (((((int)threadIdx.x) + 256) / 6) * 768)) + (k_0 * 24)) + (((((int)threadIdx.x) * 4) + 16) % 24)));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1280)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) / 48) * 49152) + (((((int)threadIdx.x) + 320) / 6) * 768)) + (k_0 * 24)) + (((((int)threadIdx.x) * 4) + 8) % 24)));
    int cse_v8 = (k_0 * 55296);
    int cse_v42 = ((((k_0 * 55296) + ((((int)threadIdx.x) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) % 12) * 4));
    *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + ((((k_0 * 55296) + ((((int)threadIdx.x) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) % 12) * 4)));
    int cse_v33 = (((((int)threadIdx.x) * 4) + 16) % 48);
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(B_ptr + ((((k_0 * 55296) + (((((int)threadIdx.x) + 64) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + (((((int)threadIdx.x) * 4) + 16) % 48)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(B_ptr + ((((k_0 * 55296) + (((((int)threadIdx.x) + 128) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + (((((int)threadIdx.x) * 4) + 32) % 48)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(B_ptr + (((((k_0 * 55296) + ((((int)threadIdx.x) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) % 12) * 4)) + 36864));
    if (((int)threadIdx.x) < 32) {
      *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(B_ptr + ((((k_0 * 55296) + (((((int)threadIdx.x) + 256) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + (((((int)threadIdx.x) * 4) + 16) % 48)));
    }
    __syncthreads();
    for (int k_1 = 0; k_1 < 24; ++k_1) {
      for (int i_3 = 0; i_3 < 4; ++i_3) {
        int cse_v9 = (i_3 * 12);
        int cse_v34 = ((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6));
        int cse_v35 = ((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1);
        C_local_ptr[(i_3 * 12)] = (C_local_ptr[(i_3 * 12)] + (A_shared_ptr[((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1)] * B_shared_ptr[((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6))]));
        int cse_v20 = ((i_3 * 12) + 1);
        int cse_v36 = (((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 1);
        C_local_ptr[((i_3 * 12) + 1)] = (C_local_ptr[((i_3 * 12) + 1)] + (A_shared_ptr[((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1)] * B_shared_ptr[(((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 1)]));
        int cse_v21 = ((i_3 * 12) + 2);
        int cse_v37 = (((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 2);
        C_local_ptr[((i_3 * 12) + 2)] = (C_local_ptr[((i_3 * 12) + 2)] + (A_shared_ptr[((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1)] * B_shared_ptr[(((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 2)]));
        int cse_v22 = ((i_3 * 12) + 6);
        int cse_v43 = (((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1) + 24);
        C_local_ptr[((i_3 * 12) + 6)] = (C_local_ptr[((i_3 * 12) + 6)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1) + 24)] * B_shared_ptr[((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6))]));
        int cse_v23 = ((i_3 * 12) + 7);
        C_local_ptr[((i_3 * 12) + 7)] = (C_local_ptr[((i_3 * 12) + 7)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1) + 24)] * B_shared_ptr[(((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 1)]));
        int cse_v24 = ((i_3 * 12) + 8);
        C_local_ptr[((i_3 * 12) + 8)] = (C_local_ptr[((i_3 * 12) + 8)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1) + 24)] * B_shared_ptr[(((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 2)]));
        int cse_v25 = ((i_3 * 12) + 3);
        int cse_v38 = (((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 3);
        C_local_ptr[((i_3 * 12) + 3)] = (C_local_ptr[((i_3 * 12) + 3)] + (A_shared_ptr[((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1)] * B_shared_ptr[(((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 3)]));
        int cse_v26 = ((i_3 * 12) + 4);
        int cse_v39 = (((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 4);
        C_local_ptr[((i_3 * 12) + 4)] = (C_local_ptr[((i_3 * 12) + 4)] + (A_shared_ptr[((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1)] * B_shared_ptr[(((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 4)]));
        int cse_v27 = ((i_3 * 12) + 5);
        int cse_v40 = (((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 5);
        C_local_ptr[((i_3 * 12) + 5)] = (C_local_ptr[((i_3 * 12) + 5)] + (A_shared_ptr[((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1)] * B_shared_ptr[(((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 5)]));
        int cse_v28 = ((i_3 * 12) + 9);
        C_local_ptr[((i_3 * 12) + 9)] = (C_local_ptr[((i_3 * 12) + 9)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1) + 24)] * B_shared_ptr[(((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 3)]));
        int cse_v29 = ((i_3 * 12) + 10);
        C_local_ptr[((i_3 * 12) + 10)] = (C_local_ptr[((i_3 * 12) + 10)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1) + 24)] * B_shared_ptr[(((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 4)]));
        int cse_v30 = ((i_3 * 12) + 11);
        C_local_ptr[((i_3 * 12) + 11)] = (C_local_ptr[((i_3 * 12) + 11)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 3) * 192) + (i_3 * 48)) + k_1) + 24)] * B_shared_ptr[(((k_1 * 48) + ((((int)threadIdx.x) & 7) * 6)) + 5)]));
      }
    }
  }
  for (int ax0 = 0; ax0 < 8; ++ax0) {
    int cse_v11 = (ax0 * 6);
    int cse_v44 = ((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) >> 3) * 18432)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) & 7) * 6));
    C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) >> 3) * 18432)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) & 7) * 6))] = C_local_ptr[(ax0 * 6)];
    C_ptr[(((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) >> 3) * 18432)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) & 7) * 6)) + 1)] = C_local_ptr[((ax0 * 6) + 1)];
    C_ptr[(((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) >> 3) * 18432)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) & 7) * 6)) + 2)] = C_local_ptr[((ax0 * 6) + 2)];
    C_ptr[(((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) >> 3) * 18432)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) & 7) * 6)) + 3)] = C_local_ptr[((ax0 * 6) + 3)];
    C_ptr[(((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) >> 3) * 18432)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) & 7) * 6)) + 4)] = C_local_ptr[((ax0 * 6) + 4)];
    C_ptr[(((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) >> 3) * 18432)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) & 7) * 6)) + 5)] = C_local_ptr[((ax0 * 6) + 5)];
  }
}

