
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
extern "C" __global__ void __launch_bounds__(96) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(96) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[32];
  __shared__ alignas(64) float A_shared_ptr[3072];
  __shared__ alignas(64) float B_shared_ptr[2304];
  C_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 48);
  int cse_v2 = (((int)threadIdx.x) / 24);
  int cse_v3 = (((int)threadIdx.x) % 24);
  int cse_v7 = ((((int)blockIdx.x) % 48) * 48);
  for (int k_0 = 0; k_0 < 16; ++k_0) {
    int cse_v4 = (((int)threadIdx.x) * 2);
    int cse_v6 = ((((int)threadIdx.x) / 24) * 768);
    int cse_v80 = (((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2));
    __syncthreads();
    *(float2*)(A_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(A_ptr + (((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 192)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 3072));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 384)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 6144));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 576)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 9216));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 768)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 12288));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 960)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 15360));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 1152)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 18432));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 1344)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 21504));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 1536)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 24576));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 1728)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 27648));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 1920)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 30720));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 2112)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 33792));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 2304)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 36864));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 2496)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 39936));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 2688)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 43008));
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 2880)) = *(float2*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 49152) + ((((int)threadIdx.x) / 24) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 24) * 2)) + 46080));
    int cse_v5 = (((int)threadIdx.x) * 4);
    int cse_v81 = ((((k_0 * 110592) + ((((int)threadIdx.x) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) % 12) * 4));
    *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + ((((k_0 * 110592) + ((((int)threadIdx.x) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) % 12) * 4)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 384)) = *(float4*)(B_ptr + (((((k_0 * 110592) + ((((int)threadIdx.x) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) % 12) * 4)) + 18432));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(B_ptr + (((((k_0 * 110592) + ((((int)threadIdx.x) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) % 12) * 4)) + 36864));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1152)) = *(float4*)(B_ptr + (((((k_0 * 110592) + ((((int)threadIdx.x) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) % 12) * 4)) + 55296));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(B_ptr + (((((k_0 * 110592) + ((((int)threadIdx.x) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) % 12) * 4)) + 73728));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1920)) = *(float4*)(B_ptr + (((((k_0 * 110592) + ((((int)threadIdx.x) / 12) * 2304)) + ((((int)blockIdx.x) % 48) * 48)) + ((((int)threadIdx.x) % 12) * 4)) + 92160));
    __syncthreads();
    for (int k_1 = 0; k_1 < 12; ++k_1) {
      int cse_v8 = ((k_1 * 192) + (((int)threadIdx.x) % 24));
      int cse_v9 = (((((int)threadIdx.x) / 24) * 768) + (k_1 * 4));
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((((int)threadIdx.x) / 24) * 768) + (k_1 * 4))] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      int cse_v10 = (((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24);
      C_local_ptr[16] = (C_local_ptr[16] + (A_shared_ptr[(((((int)threadIdx.x) / 24) * 768) + (k_1 * 4))] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v11 = (((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48);
      int cse_v17 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 1);
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 1)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      int cse_v12 = (((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72);
      C_local_ptr[16] = (C_local_ptr[16] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 1)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v13 = (((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96);
      int cse_v18 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 2);
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 2)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      int cse_v14 = (((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120);
      C_local_ptr[16] = (C_local_ptr[16] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 2)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v15 = (((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144);
      int cse_v19 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 3);
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 3)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      int cse_v16 = (((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168);
      C_local_ptr[16] = (C_local_ptr[16] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 3)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v20 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 48);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 48)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[17] = (C_local_ptr[17] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 48)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v21 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 49);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 49)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[17] = (C_local_ptr[17] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 49)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v22 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 50);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 50)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[17] = (C_local_ptr[17] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 50)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v23 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 51);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 51)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[17] = (C_local_ptr[17] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 51)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v24 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 96);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 96)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[18] = (C_local_ptr[18] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 96)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v25 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 97);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 97)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[18] = (C_local_ptr[18] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 97)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v26 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 98);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 98)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[18] = (C_local_ptr[18] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 98)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v27 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 99);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 99)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[18] = (C_local_ptr[18] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 99)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v28 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 144);
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 144)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[19] = (C_local_ptr[19] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 144)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v29 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 145);
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 145)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[19] = (C_local_ptr[19] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 145)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v30 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 146);
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 146)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[19] = (C_local_ptr[19] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 146)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v31 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 147);
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 147)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[19] = (C_local_ptr[19] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 147)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v32 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 192);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 192)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[20] = (C_local_ptr[20] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 192)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v33 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 193);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 193)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[20] = (C_local_ptr[20] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 193)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v34 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 194);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 194)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[20] = (C_local_ptr[20] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 194)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v35 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 195);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 195)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[20] = (C_local_ptr[20] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 195)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v36 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 240);
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 240)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[21] = (C_local_ptr[21] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 240)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v37 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 241);
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 241)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[21] = (C_local_ptr[21] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 241)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v38 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 242);
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 242)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[21] = (C_local_ptr[21] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 242)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v39 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 243);
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 243)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[21] = (C_local_ptr[21] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 243)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v40 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 288);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 288)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[22] = (C_local_ptr[22] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 288)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v41 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 289);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 289)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[22] = (C_local_ptr[22] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 289)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v42 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 290);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 290)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[22] = (C_local_ptr[22] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 290)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v43 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 291);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 291)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[22] = (C_local_ptr[22] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 291)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v44 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 336);
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 336)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[23] = (C_local_ptr[23] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 336)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v45 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 337);
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 337)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[23] = (C_local_ptr[23] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 337)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v46 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 338);
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 338)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[23] = (C_local_ptr[23] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 338)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v47 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 339);
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 339)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[23] = (C_local_ptr[23] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 339)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v48 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 384);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 384)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[24] = (C_local_ptr[24] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 384)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v49 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 385);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 385)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[24] = (C_local_ptr[24] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 385)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v50 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 386);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 386)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[24] = (C_local_ptr[24] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 386)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v51 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 387);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 387)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[24] = (C_local_ptr[24] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 387)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v52 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 432);
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 432)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[25] = (C_local_ptr[25] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 432)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v53 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 433);
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 433)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[25] = (C_local_ptr[25] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 433)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v54 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 434);
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 434)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[25] = (C_local_ptr[25] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 434)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v55 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 435);
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 435)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[25] = (C_local_ptr[25] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 435)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v56 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 480);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 480)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[26] = (C_local_ptr[26] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 480)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v57 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 481);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 481)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[26] = (C_local_ptr[26] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 481)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v58 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 482);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 482)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[26] = (C_local_ptr[26] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 482)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v59 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 483);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 483)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[26] = (C_local_ptr[26] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 483)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v60 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 528);
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 528)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[27] = (C_local_ptr[27] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 528)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v61 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 529);
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 529)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[27] = (C_local_ptr[27] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 529)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v62 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 530);
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 530)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[27] = (C_local_ptr[27] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 530)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v63 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 531);
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 531)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[27] = (C_local_ptr[27] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 531)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v64 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 576);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 576)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[28] = (C_local_ptr[28] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 576)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v65 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 577);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 577)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[28] = (C_local_ptr[28] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 577)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v66 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 578);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 578)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[28] = (C_local_ptr[28] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 578)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v67 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 579);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 579)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[28] = (C_local_ptr[28] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 579)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v68 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 624);
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 624)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[29] = (C_local_ptr[29] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 624)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v69 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 625);
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 625)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[29] = (C_local_ptr[29] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 625)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v70 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 626);
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 626)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[29] = (C_local_ptr[29] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 626)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v71 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 627);
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 627)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[29] = (C_local_ptr[29] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 627)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v72 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 672);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 672)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[30] = (C_local_ptr[30] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 672)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v73 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 673);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 673)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[30] = (C_local_ptr[30] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 673)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v74 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 674);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 674)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[30] = (C_local_ptr[30] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 674)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v75 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 675);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 675)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[30] = (C_local_ptr[30] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 675)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
      int cse_v76 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 720);
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 720)] * B_shared_ptr[((k_1 * 192) + (((int)threadIdx.x) % 24))]));
      C_local_ptr[31] = (C_local_ptr[31] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 720)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 24)]));
      int cse_v77 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 721);
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 721)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 48)]));
      C_local_ptr[31] = (C_local_ptr[31] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 721)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 72)]));
      int cse_v78 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 722);
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 722)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 96)]));
      C_local_ptr[31] = (C_local_ptr[31] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 722)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 120)]));
      int cse_v79 = ((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 723);
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 723)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 144)]));
      C_local_ptr[31] = (C_local_ptr[31] + (A_shared_ptr[((((((int)threadIdx.x) / 24) * 768) + (k_1 * 4)) + 723)] * B_shared_ptr[(((k_1 * 192) + (((int)threadIdx.x) % 24)) + 168)]));
    }
  }
  int cse_v82 = (((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24));
  C_ptr[(((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24))] = C_local_ptr[0];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 24)] = C_local_ptr[16];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 2304)] = C_local_ptr[1];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 2328)] = C_local_ptr[17];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 4608)] = C_local_ptr[2];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 4632)] = C_local_ptr[18];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 6912)] = C_local_ptr[3];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 6936)] = C_local_ptr[19];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 9216)] = C_local_ptr[4];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 9240)] = C_local_ptr[20];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 11520)] = C_local_ptr[5];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 11544)] = C_local_ptr[21];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 13824)] = C_local_ptr[6];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 13848)] = C_local_ptr[22];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 16128)] = C_local_ptr[7];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 16152)] = C_local_ptr[23];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 18432)] = C_local_ptr[8];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 18456)] = C_local_ptr[24];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 20736)] = C_local_ptr[9];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 20760)] = C_local_ptr[25];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 23040)] = C_local_ptr[10];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 23064)] = C_local_ptr[26];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 25344)] = C_local_ptr[11];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 25368)] = C_local_ptr[27];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 27648)] = C_local_ptr[12];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 27672)] = C_local_ptr[28];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 29952)] = C_local_ptr[13];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 29976)] = C_local_ptr[29];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 32256)] = C_local_ptr[14];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 32280)] = C_local_ptr[30];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 34560)] = C_local_ptr[15];
  C_ptr[((((((((int)blockIdx.x) / 48) * 147456) + ((((int)threadIdx.x) / 24) * 36864)) + ((((int)blockIdx.x) % 48) * 48)) + (((int)threadIdx.x) % 24)) + 34584)] = C_local_ptr[31];
}

