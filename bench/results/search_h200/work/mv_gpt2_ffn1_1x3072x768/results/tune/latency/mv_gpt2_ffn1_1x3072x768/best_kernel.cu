
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
  alignas(64) float C_local_ptr[1];
  __shared__ alignas(64) float A_shared_ptr[128];
  __shared__ alignas(64) float B_shared_ptr[8192];
  C_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v2 = (((int)blockIdx.x) * 64);
  for (int k_0 = 0; k_0 < 6; ++k_0) {
    int cse_v4 = ((k_0 * 128) + ((int)threadIdx.x));
    __syncthreads();
    A_shared_ptr[((int)threadIdx.x)] = A_ptr[((k_0 * 128) + ((int)threadIdx.x))];
    int cse_v1 = (((int)threadIdx.x) + 64);
    A_shared_ptr[(((int)threadIdx.x) + 64)] = A_ptr[(((k_0 * 128) + ((int)threadIdx.x)) + 64)];
    int cse_v3 = (((int)threadIdx.x) * 4);
    int cse_v5 = ((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4));
    *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + ((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 12288));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 24576));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 36864));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 49152));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1280)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 61440));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 73728));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1792)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 86016));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2048)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 98304));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2304)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 110592));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2560)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 122880));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2816)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 135168));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 147456));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3328)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 159744));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3584)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 172032));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3840)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 184320));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 4096)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 196608));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 4352)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 208896));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 4608)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 221184));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 4864)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 233472));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 5120)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 245760));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 5376)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 258048));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 5632)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 270336));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 5888)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 282624));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 6144)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 294912));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 6400)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 307200));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 6656)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 319488));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 6912)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 331776));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 7168)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 344064));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 7424)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 356352));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 7680)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 368640));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 7936)) = *(float4*)(B_ptr + (((((k_0 * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + (((int)blockIdx.x) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 380928));
    __syncthreads();
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[0] * B_shared_ptr[((int)threadIdx.x)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[1] * B_shared_ptr[(((int)threadIdx.x) + 64)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[2] * B_shared_ptr[(((int)threadIdx.x) + 128)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[3] * B_shared_ptr[(((int)threadIdx.x) + 192)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[4] * B_shared_ptr[(((int)threadIdx.x) + 256)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[5] * B_shared_ptr[(((int)threadIdx.x) + 320)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[6] * B_shared_ptr[(((int)threadIdx.x) + 384)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[7] * B_shared_ptr[(((int)threadIdx.x) + 448)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[8] * B_shared_ptr[(((int)threadIdx.x) + 512)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[9] * B_shared_ptr[(((int)threadIdx.x) + 576)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[10] * B_shared_ptr[(((int)threadIdx.x) + 640)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[11] * B_shared_ptr[(((int)threadIdx.x) + 704)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[12] * B_shared_ptr[(((int)threadIdx.x) + 768)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[13] * B_shared_ptr[(((int)threadIdx.x) + 832)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[14] * B_shared_ptr[(((int)threadIdx.x) + 896)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[15] * B_shared_ptr[(((int)threadIdx.x) + 960)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[16] * B_shared_ptr[(((int)threadIdx.x) + 1024)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[17] * B_shared_ptr[(((int)threadIdx.x) + 1088)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[18] * B_shared_ptr[(((int)threadIdx.x) + 1152)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[19] * B_shared_ptr[(((int)threadIdx.x) + 1216)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[20] * B_shared_ptr[(((int)threadIdx.x) + 1280)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[21] * B_shared_ptr[(((int)threadIdx.x) + 1344)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[22] * B_shared_ptr[(((int)threadIdx.x) + 1408)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[23] * B_shared_ptr[(((int)threadIdx.x) + 1472)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[24] * B_shared_ptr[(((int)threadIdx.x) + 1536)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[25] * B_shared_ptr[(((int)threadIdx.x) + 1600)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[26] * B_shared_ptr[(((int)threadIdx.x) + 1664)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[27] * B_shared_ptr[(((int)threadIdx.x) + 1728)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[28] * B_shared_ptr[(((int)threadIdx.x) + 1792)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[29] * B_shared_ptr[(((int)threadIdx.x) + 1856)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[30] * B_shared_ptr[(((int)threadIdx.x) + 1920)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[31] * B_shared_ptr[(((int)threadIdx.x) + 1984)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[32] * B_shared_ptr[(((int)threadIdx.x) + 2048)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[33] * B_shared_ptr[(((int)threadIdx.x) + 2112)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[34] * B_shared_ptr[(((int)threadIdx.x) + 2176)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[35] * B_shared_ptr[(((int)threadIdx.x) + 2240)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[36] * B_shared_ptr[(((int)threadIdx.x) + 2304)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[37] * B_shared_ptr[(((int)threadIdx.x) + 2368)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[38] * B_shared_ptr[(((int)threadIdx.x) + 2432)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[39] * B_shared_ptr[(((int)threadIdx.x) + 2496)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[40] * B_shared_ptr[(((int)threadIdx.x) + 2560)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[41] * B_shared_ptr[(((int)threadIdx.x) + 2624)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[42] * B_shared_ptr[(((int)threadIdx.x) + 2688)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[43] * B_shared_ptr[(((int)threadIdx.x) + 2752)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[44] * B_shared_ptr[(((int)threadIdx.x) + 2816)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[45] * B_shared_ptr[(((int)threadIdx.x) + 2880)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[46] * B_shared_ptr[(((int)threadIdx.x) + 2944)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[47] * B_shared_ptr[(((int)threadIdx.x) + 3008)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[48] * B_shared_ptr[(((int)threadIdx.x) + 3072)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[49] * B_shared_ptr[(((int)threadIdx.x) + 3136)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[50] * B_shared_ptr[(((int)threadIdx.x) + 3200)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[51] * B_shared_ptr[(((int)threadIdx.x) + 3264)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[52] * B_shared_ptr[(((int)threadIdx.x) + 3328)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[53] * B_shared_ptr[(((int)threadIdx.x) + 3392)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[54] * B_shared_ptr[(((int)threadIdx.x) + 3456)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[55] * B_shared_ptr[(((int)threadIdx.x) + 3520)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[56] * B_shared_ptr[(((int)threadIdx.x) + 3584)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[57] * B_shared_ptr[(((int)threadIdx.x) + 3648)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[58] * B_shared_ptr[(((int)threadIdx.x) + 3712)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[59] * B_shared_ptr[(((int)threadIdx.x) + 3776)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[60] * B_shared_ptr[(((int)threadIdx.x) + 3840)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[61] * B_shared_ptr[(((int)threadIdx.x) + 3904)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[62] * B_shared_ptr[(((int)threadIdx.x) + 3968)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[63] * B_shared_ptr[(((int)threadIdx.x) + 4032)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[64] * B_shared_ptr[(((int)threadIdx.x) + 4096)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[65] * B_shared_ptr[(((int)threadIdx.x) + 4160)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[66] * B_shared_ptr[(((int)threadIdx.x) + 4224)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[67] * B_shared_ptr[(((int)threadIdx.x) + 4288)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[68] * B_shared_ptr[(((int)threadIdx.x) + 4352)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[69] * B_shared_ptr[(((int)threadIdx.x) + 4416)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[70] * B_shared_ptr[(((int)threadIdx.x) + 4480)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[71] * B_shared_ptr[(((int)threadIdx.x) + 4544)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[72] * B_shared_ptr[(((int)threadIdx.x) + 4608)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[73] * B_shared_ptr[(((int)threadIdx.x) + 4672)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[74] * B_shared_ptr[(((int)threadIdx.x) + 4736)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[75] * B_shared_ptr[(((int)threadIdx.x) + 4800)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[76] * B_shared_ptr[(((int)threadIdx.x) + 4864)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[77] * B_shared_ptr[(((int)threadIdx.x) + 4928)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[78] * B_shared_ptr[(((int)threadIdx.x) + 4992)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[79] * B_shared_ptr[(((int)threadIdx.x) + 5056)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[80] * B_shared_ptr[(((int)threadIdx.x) + 5120)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[81] * B_shared_ptr[(((int)threadIdx.x) + 5184)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[82] * B_shared_ptr[(((int)threadIdx.x) + 5248)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[83] * B_shared_ptr[(((int)threadIdx.x) + 5312)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[84] * B_shared_ptr[(((int)threadIdx.x) + 5376)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[85] * B_shared_ptr[(((int)threadIdx.x) + 5440)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[86] * B_shared_ptr[(((int)threadIdx.x) + 5504)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[87] * B_shared_ptr[(((int)threadIdx.x) + 5568)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[88] * B_shared_ptr[(((int)threadIdx.x) + 5632)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[89] * B_shared_ptr[(((int)threadIdx.x) + 5696)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[90] * B_shared_ptr[(((int)threadIdx.x) + 5760)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[91] * B_shared_ptr[(((int)threadIdx.x) + 5824)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[92] * B_shared_ptr[(((int)threadIdx.x) + 5888)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[93] * B_shared_ptr[(((int)threadIdx.x) + 5952)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[94] * B_shared_ptr[(((int)threadIdx.x) + 6016)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[95] * B_shared_ptr[(((int)threadIdx.x) + 6080)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[96] * B_shared_ptr[(((int)threadIdx.x) + 6144)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[97] * B_shared_ptr[(((int)threadIdx.x) + 6208)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[98] * B_shared_ptr[(((int)threadIdx.x) + 6272)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[99] * B_shared_ptr[(((int)threadIdx.x) + 6336)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[100] * B_shared_ptr[(((int)threadIdx.x) + 6400)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[101] * B_shared_ptr[(((int)threadIdx.x) + 6464)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[102] * B_shared_ptr[(((int)threadIdx.x) + 6528)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[103] * B_shared_ptr[(((int)threadIdx.x) + 6592)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[104] * B_shared_ptr[(((int)threadIdx.x) + 6656)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[105] * B_shared_ptr[(((int)threadIdx.x) + 6720)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[106] * B_shared_ptr[(((int)threadIdx.x) + 6784)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[107] * B_shared_ptr[(((int)threadIdx.x) + 6848)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[108] * B_shared_ptr[(((int)threadIdx.x) + 6912)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[109] * B_shared_ptr[(((int)threadIdx.x) + 6976)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[110] * B_shared_ptr[(((int)threadIdx.x) + 7040)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[111] * B_shared_ptr[(((int)threadIdx.x) + 7104)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[112] * B_shared_ptr[(((int)threadIdx.x) + 7168)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[113] * B_shared_ptr[(((int)threadIdx.x) + 7232)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[114] * B_shared_ptr[(((int)threadIdx.x) + 7296)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[115] * B_shared_ptr[(((int)threadIdx.x) + 7360)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[116] * B_shared_ptr[(((int)threadIdx.x) + 7424)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[117] * B_shared_ptr[(((int)threadIdx.x) + 7488)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[118] * B_shared_ptr[(((int)threadIdx.x) + 7552)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[119] * B_shared_ptr[(((int)threadIdx.x) + 7616)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[120] * B_shared_ptr[(((int)threadIdx.x) + 7680)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[121] * B_shared_ptr[(((int)threadIdx.x) + 7744)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[122] * B_shared_ptr[(((int)threadIdx.x) + 7808)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[123] * B_shared_ptr[(((int)threadIdx.x) + 7872)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[124] * B_shared_ptr[(((int)threadIdx.x) + 7936)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[125] * B_shared_ptr[(((int)threadIdx.x) + 8000)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[126] * B_shared_ptr[(((int)threadIdx.x) + 8064)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[127] * B_shared_ptr[(((int)threadIdx.x) + 8128)]));
  }
  C_ptr[((((int)blockIdx.x) * 64) + ((int)threadIdx.x))] = C_local_ptr[0];
}

