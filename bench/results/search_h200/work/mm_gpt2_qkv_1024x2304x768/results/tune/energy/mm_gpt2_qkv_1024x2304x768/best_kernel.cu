
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
extern "C" __global__ void __launch_bounds__(256) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(256) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[48];
  __shared__ alignas(64) float A_shared_ptr[6144];
  __shared__ alignas(64) float B_shared_ptr[4608];
  for (int i_3_init = 0; i_3_init < 4; ++i_3_init) {
    int cse_v1 = (i_3_init * 2);
    C_local_ptr[(i_3_init * 2)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 2) + 8)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 2) + 16)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 2) + 24)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 2) + 32)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 2) + 40)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 2) + 1)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 2) + 9)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 2) + 17)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 2) + 25)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 2) + 33)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((i_3_init * 2) + 41)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v2 = (((int)blockIdx.x) / 24);
  int cse_v3 = (((int)threadIdx.x) >> 4);
  int cse_v4 = (((int)threadIdx.x) & 15);
  int cse_v10 = ((((int)blockIdx.x) % 24) * 96);
  int cse_v11 = ((((int)threadIdx.x) & 15) * 2);
  for (int k_0 = 0; k_0 < 16; ++k_0) {
    int cse_v5 = (((int)threadIdx.x) * 3);
    int cse_v31 = (((((((int)blockIdx.x) / 24) * 98304) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) & 15) * 3));
    __syncthreads();
    *(float3*)(A_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(A_ptr + (((((((int)blockIdx.x) / 24) * 98304) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) & 15) * 3)));
    *(float3*)(A_shared_ptr + ((((int)threadIdx.x) * 3) + 768)) = *(float3*)(A_ptr + ((((((((int)blockIdx.x) / 24) * 98304) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) & 15) * 3)) + 12288));
    *(float3*)(A_shared_ptr + ((((int)threadIdx.x) * 3) + 1536)) = *(float3*)(A_ptr + ((((((((int)blockIdx.x) / 24) * 98304) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) & 15) * 3)) + 24576));
    *(float3*)(A_shared_ptr + ((((int)threadIdx.x) * 3) + 2304)) = *(float3*)(A_ptr + ((((((((int)blockIdx.x) / 24) * 98304) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) & 15) * 3)) + 36864));
    *(float3*)(A_shared_ptr + ((((int)threadIdx.x) * 3) + 3072)) = *(float3*)(A_ptr + ((((((((int)blockIdx.x) / 24) * 98304) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) & 15) * 3)) + 49152));
    *(float3*)(A_shared_ptr + ((((int)threadIdx.x) * 3) + 3840)) = *(float3*)(A_ptr + ((((((((int)blockIdx.x) / 24) * 98304) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) & 15) * 3)) + 61440));
    *(float3*)(A_shared_ptr + ((((int)threadIdx.x) * 3) + 4608)) = *(float3*)(A_ptr + ((((((((int)blockIdx.x) / 24) * 98304) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) & 15) * 3)) + 73728));
    *(float3*)(A_shared_ptr + ((((int)threadIdx.x) * 3) + 5376)) = *(float3*)(A_ptr + ((((((((int)blockIdx.x) / 24) * 98304) + ((((int)threadIdx.x) >> 4) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) & 15) * 3)) + 86016));
    int cse_v6 = (k_0 * 110592);
    int cse_v7 = (((int)threadIdx.x) * 2);
    int cse_v32 = ((((k_0 * 110592) + ((((int)threadIdx.x) / 48) * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) % 48) * 2));
    *(float2*)(B_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(B_ptr + ((((k_0 * 110592) + ((((int)threadIdx.x) / 48) * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) % 48) * 2)));
    int cse_v23 = (((((int)threadIdx.x) * 2) + 32) % 96);
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 512)) = *(float2*)(B_ptr + ((((k_0 * 110592) + (((((int)threadIdx.x) + 256) / 48) * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + (((((int)threadIdx.x) * 2) + 32) % 96)));
    int cse_v24 = (((((int)threadIdx.x) * 2) + 64) % 96);
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1024)) = *(float2*)(B_ptr + ((((k_0 * 110592) + (((((int)threadIdx.x) + 512) / 48) * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + (((((int)threadIdx.x) * 2) + 64) % 96)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1536)) = *(float2*)(B_ptr + (((((k_0 * 110592) + ((((int)threadIdx.x) / 48) * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 36864));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2048)) = *(float2*)(B_ptr + ((((k_0 * 110592) + (((((int)threadIdx.x) + 1024) / 48) * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + (((((int)threadIdx.x) * 2) + 32) % 96)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2560)) = *(float2*)(B_ptr + ((((k_0 * 110592) + (((((int)threadIdx.x) + 1280) / 48) * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + (((((int)threadIdx.x) * 2) + 64) % 96)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3072)) = *(float2*)(B_ptr + (((((k_0 * 110592) + ((((int)threadIdx.x) / 48) * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 73728));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3584)) = *(float2*)(B_ptr + ((((k_0 * 110592) + (((((int)threadIdx.x) + 1792) / 48) * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + (((((int)threadIdx.x) * 2) + 32) % 96)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4096)) = *(float2*)(B_ptr + ((((k_0 * 110592) + (((((int)threadIdx.x) + 2048) / 48) * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + (((((int)threadIdx.x) * 2) + 64) % 96)));
    __syncthreads();
    for (int k_1 = 0; k_1 < 12; ++k_1) {
      for (int i_3 = 0; i_3 < 4; ++i_3) {
        for (int k_2 = 0; k_2 < 4; ++k_2) {
          int cse_v8 = (i_3 * 2);
          int cse_v25 = (((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2));
          int cse_v33 = (((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2);
          C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2)] * B_shared_ptr[(((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2))]));
          int cse_v12 = ((i_3 * 2) + 8);
          int cse_v26 = ((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 32);
          C_local_ptr[((i_3 * 2) + 8)] = (C_local_ptr[((i_3 * 2) + 8)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2)] * B_shared_ptr[((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 32)]));
          int cse_v13 = ((i_3 * 2) + 16);
          int cse_v27 = ((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 64);
          C_local_ptr[((i_3 * 2) + 16)] = (C_local_ptr[((i_3 * 2) + 16)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2)] * B_shared_ptr[((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 64)]));
          int cse_v14 = ((i_3 * 2) + 24);
          int cse_v34 = ((((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2) + 3072);
          C_local_ptr[((i_3 * 2) + 24)] = (C_local_ptr[((i_3 * 2) + 24)] + (A_shared_ptr[((((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2) + 3072)] * B_shared_ptr[(((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2))]));
          int cse_v15 = ((i_3 * 2) + 32);
          C_local_ptr[((i_3 * 2) + 32)] = (C_local_ptr[((i_3 * 2) + 32)] + (A_shared_ptr[((((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2) + 3072)] * B_shared_ptr[((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 32)]));
          int cse_v16 = ((i_3 * 2) + 40);
          C_local_ptr[((i_3 * 2) + 40)] = (C_local_ptr[((i_3 * 2) + 40)] + (A_shared_ptr[((((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2) + 3072)] * B_shared_ptr[((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 64)]));
          int cse_v17 = ((i_3 * 2) + 1);
          int cse_v28 = ((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 1);
          C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2)] * B_shared_ptr[((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 1)]));
          int cse_v18 = ((i_3 * 2) + 9);
          int cse_v29 = ((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 33);
          C_local_ptr[((i_3 * 2) + 9)] = (C_local_ptr[((i_3 * 2) + 9)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2)] * B_shared_ptr[((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 33)]));
          int cse_v19 = ((i_3 * 2) + 17);
          int cse_v30 = ((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 65);
          C_local_ptr[((i_3 * 2) + 17)] = (C_local_ptr[((i_3 * 2) + 17)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2)] * B_shared_ptr[((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 65)]));
          int cse_v20 = ((i_3 * 2) + 25);
          C_local_ptr[((i_3 * 2) + 25)] = (C_local_ptr[((i_3 * 2) + 25)] + (A_shared_ptr[((((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2) + 3072)] * B_shared_ptr[((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 1)]));
          int cse_v21 = ((i_3 * 2) + 33);
          C_local_ptr[((i_3 * 2) + 33)] = (C_local_ptr[((i_3 * 2) + 33)] + (A_shared_ptr[((((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2) + 3072)] * B_shared_ptr[((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 33)]));
          int cse_v22 = ((i_3 * 2) + 41);
          C_local_ptr[((i_3 * 2) + 41)] = (C_local_ptr[((i_3 * 2) + 41)] + (A_shared_ptr[((((((((int)threadIdx.x) >> 4) * 192) + (i_3 * 48)) + (k_1 * 4)) + k_2) + 3072)] * B_shared_ptr[((((k_1 * 384) + (k_2 * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 65)]));
        }
      }
    }
  }
  for (int ax0 = 0; ax0 < 4; ++ax0) {
    int cse_v9 = (ax0 * 2);
    int cse_v35 = ((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2));
    C_ptr[((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2))] = C_local_ptr[(ax0 * 2)];
    C_ptr[(((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 32)] = C_local_ptr[((ax0 * 2) + 8)];
    C_ptr[(((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 64)] = C_local_ptr[((ax0 * 2) + 16)];
    C_ptr[(((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 147456)] = C_local_ptr[((ax0 * 2) + 24)];
    C_ptr[(((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 147488)] = C_local_ptr[((ax0 * 2) + 32)];
    C_ptr[(((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 147520)] = C_local_ptr[((ax0 * 2) + 40)];
    C_ptr[(((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 1)] = C_local_ptr[((ax0 * 2) + 1)];
    C_ptr[(((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 33)] = C_local_ptr[((ax0 * 2) + 9)];
    C_ptr[(((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 65)] = C_local_ptr[((ax0 * 2) + 17)];
    C_ptr[(((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 147457)] = C_local_ptr[((ax0 * 2) + 25)];
    C_ptr[(((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 147489)] = C_local_ptr[((ax0 * 2) + 33)];
    C_ptr[(((((((((int)blockIdx.x) / 24) * 294912) + ((((int)threadIdx.x) >> 4) * 9216)) + (ax0 * 2304)) + ((((int)blockIdx.x) % 24) * 96)) + ((((int)threadIdx.x) & 15) * 2)) + 147521)] = C_local_ptr[((ax0 * 2) + 41)];
  }
}

