/**
 * Boarding and dropping points ("stages") of every city the simulated network serves. Stage ids
 * are the city id times ten plus the stage's place in its city's list, so an id names its city:
 * hence at most nine stages a city, and new stages go at the end of a city's list so that stored
 * bookings keep theirs. Big cities have many (private operators pick up all over Guwahati), small
 * towns one to three. Contact numbers are fictitious (9000…).
 */
import { PROVIDER_CITIES, type ProviderCity } from './cities';

export interface Stage {
  id: number;
  name: string;
  city: ProviderCity;
  areaName: string;
  latitude: number;
  longitude: number;
  address: string;
  landmark: string;
  contact: string;
}

type StageSeed = [name: string, area: string, latitude: number, longitude: number, address: string, landmark: string];

// prettier-ignore
const STAGE_SEEDS: Record<string, StageSeed[]> = {
  Guwahati: [
    ['ISBT Guwahati Betkuchi', 'Betkuchi', 26.1174, 91.7167, 'NH-27, Betkuchi, Guwahati 781034', 'Near Garchuk Chariali'],
    ['Paltan Bazaar', 'Paltan Bazaar', 26.1806, 91.7515, 'Paltan Bazaar Road, Guwahati 781008', 'Opp. Guwahati Railway Station'],
    ['Khanapara', 'Khanapara', 26.1246, 91.8202, 'GS Road, Khanapara, Guwahati 781022', 'Near Veterinary College Gate'],
    ['Jalukbari', 'Jalukbari', 26.1561, 91.6647, 'NH-17, Jalukbari, Guwahati 781014', 'Near Gauhati University Gate'],
    ['Adabari', 'Adabari', 26.1745, 91.6893, 'Adabari Bus Stand, Guwahati 781012', 'Near Adabari Tiniali'],
    ['Six Mile', 'Six Mile', 26.1298, 91.807, 'GS Road, Six Mile, Guwahati 781022', 'Near Six Mile Flyover'],
    ['Beltola Tiniali', 'Beltola', 26.1257, 91.7932, 'Beltola-Basistha Road, Guwahati 781028', 'Near Beltola Bazar'],
    ['Dispur Last Gate', 'Dispur', 26.1358, 91.7985, 'GS Road, Dispur, Guwahati 781006', 'Near Assam Secretariat'],
    ['Maligaon Chariali', 'Maligaon', 26.1587, 91.6960, 'AT Road, Maligaon, Guwahati 781011', 'Near NF Railway Headquarters'],
  ],
  Jorhat: [
    ['ASTC Bus Stand', 'Jorhat Town', 26.7530, 94.2118, 'AT Road, Jorhat 785001', 'Near Jorhat Court'],
    ['Na-Ali', 'Na-Ali', 26.7445, 94.2060, 'Na-Ali Dhekiajuli Road, Jorhat 785001', 'Near Na-Ali Petrol Pump'],
    ['Baruah Chariali', 'Baruah Chariali', 26.7563, 94.2212, 'MG Road, Baruah Chariali, Jorhat 785001', 'Opp. Jorhat Medical College Road'],
    ['Chowkidinghee', 'Chowkidinghee', 26.7604, 94.1986, 'Chowkidinghee Road, Jorhat 785001', 'Near Jorhat Stadium'],
    ['Gar-Ali', 'Gar-Ali', 26.7553, 94.2157, 'Gar-Ali, Jorhat 785001', 'Near Jorhat Town Post Office'],
    ['Tarajan', 'Tarajan', 26.7419, 94.1932, 'Tarajan Road, Jorhat 785001', 'Near Tarajan Pukhuri'],
    ['Cinnamara', 'Cinnamara', 26.7306, 94.1578, 'NH-715, Cinnamara, Jorhat 785008', 'Near Cinnamara Tea Estate Gate'],
  ],
  Dibrugarh: [
    ['ASTC Bus Stand Chowkidinghee', 'Chowkidinghee', 27.4792, 94.9098, 'Chowkidinghee, Dibrugarh 786001', 'Near Dibrugarh Town Station'],
    ['Thana Chariali', 'Thana Chariali', 27.4836, 94.9052, 'RKB Path, Dibrugarh 786001', 'Near Dibrugarh Police Station'],
    ['Lahoal Tiniali', 'Lahoal', 27.4525, 94.8947, 'NH-37, Lahoal, Dibrugarh 786010', 'Near Lahoal Tiniali'],
    ['Paltan Bazar', 'Paltan Bazar', 27.4871, 94.9138, 'Paltan Bazar Road, Dibrugarh 786001', 'Opp. Dibrugarh Municipal Office'],
    ['Mancotta Chariali', 'Mancotta', 27.4649, 94.8895, 'Mancotta Road, Dibrugarh 786003', 'Near Mancotta Chariali'],
    ['Graham Bazar', 'Graham Bazar', 27.4791, 94.9072, 'Graham Bazar, Dibrugarh 786001', 'Near Dibrugarh Stadium'],
    ['Amolapatty', 'Amolapatty', 27.4800, 94.9110, 'Amolapatty, Dibrugarh 786001', 'Near Amolapatty Namghar'],
    ['Naliapool', 'Naliapool', 27.4880, 94.8930, 'Naliapool, Dibrugarh 786001', 'Near Naliapool Railway Crossing'],
  ],
  Silchar: [
    ['Capital Petrol Pump', 'Capital Point', 24.8204, 92.7981, 'Silchar-Aizawl Road, Silchar 788005', 'Near Capital Petrol Pump'],
    ['Rangirkhari Point', 'Rangirkhari', 24.8167, 92.7892, 'Rangirkhari, Silchar 788005', 'Near Rangirkhari Circle'],
    ['Tarapur', 'Tarapur', 24.8246, 92.7664, 'Tarapur Station Road, Silchar 788003', 'Near Silchar Railway Station'],
    ['Ghungoor Bypass', 'Ghungoor', 24.7888, 92.7935, 'NH-306, Ghungoor, Silchar 788014', 'Near Silchar Medical College'],
    ['Premtala', 'Premtala', 24.8265, 92.7953, 'Premtala, Silchar 788001', 'Near Premtala Point'],
    ['Meherpur', 'Meherpur', 24.8019, 92.7956, 'Meherpur, Silchar 788015', 'Near Meherpur Bazar'],
    ['Link Road Point', 'Link Road', 24.8312, 92.7821, 'Link Road, Silchar 788006', 'Near Link Road Petrol Pump'],
  ],
  Tezpur: [
    ['ASTC Bus Stand', 'Tezpur Town', 26.6338, 92.7926, 'Main Road, Tezpur 784001', 'Near Tezpur Chariali'],
    ['Mission Chariali', 'Mission Chariali', 26.6495, 92.7902, 'Mission Chariali, Tezpur 784001', 'Near Baptist Mission'],
    ['Chandmari', 'Chandmari', 26.6382, 92.8003, 'Chandmari Road, Tezpur 784001', 'Near Chandmari Petrol Pump'],
    ['Kacharigaon', 'Kacharigaon', 26.6655, 92.8190, 'NH-15, Kacharigaon, Tezpur 784010', 'Near Tezpur University Road'],
    ['Parowa Tiniali', 'Parowa', 26.6580, 92.7860, 'Parowa, Tezpur 784001', 'Near Parowa Tiniali'],
    ['Mahabhairab', 'Mahabhairab', 26.6250, 92.7966, 'Mahabhairab Road, Tezpur 784001', 'Near Mahabhairab Temple'],
  ],
  Shillong: [
    ['Police Bazar', 'Police Bazar', 25.5752, 91.8825, 'Police Bazar, Shillong 793001', 'Near Police Point'],
    ['MTC Bus Stand', 'Jail Road', 25.5729, 91.8878, 'Jail Road, Shillong 793001', 'Near MTC Head Office'],
    ['Laitumkhrah', 'Laitumkhrah', 25.5691, 91.8988, 'Laitumkhrah Main Road, Shillong 793003', 'Near Don Bosco Square'],
    ['Mawlai Bypass', 'Mawlai', 25.5976, 91.8812, 'GS Road, Mawlai, Shillong 793008', 'Near Mawlai Petrol Pump'],
    ['Dhankheti', 'Dhankheti', 25.5706, 91.8915, 'Dhankheti, Shillong 793003', 'Near Dhankheti Point'],
    ['Nongmynsong', 'Nongmynsong', 25.5955, 91.9005, 'GS Road, Nongmynsong, Shillong 793019', 'Near Nongmynsong Junction'],
  ],
  Nagaon: [
    ['ASTC Bus Stand', 'Nagaon Town', 26.3478, 92.6839, 'Nagaon Town, Nagaon 782001', 'Near Nagaon Court'],
    ['Haibargaon', 'Haibargaon', 26.3441, 92.7036, 'Haibargaon, Nagaon 782002', 'Near Haibargaon Railway Station'],
    ['Panigaon Chariali', 'Panigaon', 26.3587, 92.6497, 'NH-27, Panigaon, Nagaon 782001', 'Near Panigaon Tiniali'],
    ['Christianpatty', 'Christianpatty', 26.3540, 92.6895, 'Christianpatty, Nagaon 782001', 'Near Nagaon Civil Hospital'],
    ['Amolapatty', 'Amolapatty', 26.3456, 92.6810, 'Amolapatty, Nagaon 782001', 'Near Bordowa Road Crossing'],
    ['Kalongpar', 'Kalongpar', 26.3410, 92.6760, 'Kalongpar, Nagaon 782001', 'Near Kalong Bridge'],
  ],
  Sivasagar: [
    ['ASTC Bus Stand', 'Sivasagar Town', 26.9826, 94.6397, 'AT Road, Sivasagar 785640', 'Near Borpukhuri Tank'],
    ['Joysagar', 'Joysagar', 26.9582, 94.6238, 'Joysagar, Sivasagar 785665', 'Near Rang Ghar'],
  ],
  Tinsukia: [
    ['Tinsukia Bus Stand', 'Tinsukia Town', 27.4905, 95.3597, 'GNB Road, Tinsukia 786125', 'Near Tinsukia Railway Station'],
    ['Rangagora Road', 'Rangagora', 27.4817, 95.3467, 'Rangagora Road, Tinsukia 786125', 'Near Durgabari'],
    ['Bordoloi Nagar', 'Bordoloi Nagar', 27.4979, 95.3702, 'Bordoloi Nagar, Tinsukia 786125', 'Near Bordoloi Nagar Tiniali'],
    ['Chirwapatty', 'Chirwapatty', 27.4932, 95.3528, 'Chirwapatty Road, Tinsukia 786125', 'Near Tinsukia College'],
  ],
  'North Lakhimpur': [
    ['Lakhimpur Bus Stand', 'North Lakhimpur Town', 27.2360, 94.1028, 'Station Road, North Lakhimpur 787001', 'Near ASTC Office'],
    ['Chandmari Tiniali', 'Chandmari', 27.2461, 94.1135, 'NH-15, Chandmari, North Lakhimpur 787001', 'Near Chandmari Petrol Pump'],
  ],
  Golaghat: [['Golaghat Bus Stand', 'Golaghat Town', 26.5239, 93.9623, 'AT Road, Golaghat 785621', 'Near Golaghat Court']],
  Bongaigaon: [
    ['Bongaigaon Bus Stand', 'Bongaigaon Town', 26.4769, 90.5583, 'NH-27, Bongaigaon 783380', 'Near Bongaigaon Railway Station'],
    ['Chapaguri Chowk', 'Chapaguri', 26.4643, 90.5711, 'Chapaguri Road, Bongaigaon 783380', 'Near Chapaguri Chowk'],
    ['New Bongaigaon', 'New Bongaigaon', 26.4775, 90.5394, 'New Bongaigaon, Bongaigaon 783381', 'Near New Bongaigaon Junction'],
  ],
  Dhubri: [
    ['Dhubri Bus Stand', 'Dhubri Town', 26.0207, 89.9743, 'NS Road, Dhubri 783301', 'Near Netaji Subhas Road Crossing'],
    ['Gauripur Road', 'Gauripur', 26.0835, 89.9697, 'NH-17, Gauripur, Dhubri 783331', 'Near Gauripur Rajbari'],
  ],
  Kokrajhar: [
    ['Kokrajhar Bus Stand', 'Kokrajhar Town', 26.4014, 90.2669, 'Kokrajhar Town, Kokrajhar 783370', 'Near BTC Secretariat Road'],
    ['Jayanti Nagar', 'Jayanti Nagar', 26.4102, 90.2778, 'Jayanti Nagar, Kokrajhar 783370', 'Near Kokrajhar Railway Station'],
  ],
  Barpeta: [
    ['Barpeta Bus Stand', 'Barpeta Town', 26.3229, 91.0059, 'Barpeta Town, Barpeta 781301', 'Near Barpeta Satra'],
    ['Barpeta Road Chowk', 'Barpeta Road', 26.5027, 90.9698, 'Barpeta Road, Barpeta 781315', 'Near Barpeta Road Station'],
  ],
  Dimapur: [
    ['NST Bus Stand', 'Dimapur Town', 25.9076, 93.7272, 'Circular Road, Dimapur 797112', 'Near Dimapur Railway Station'],
    ['Chumoukedima', 'Chumoukedima', 25.7891, 93.7817, 'NH-29, Chumoukedima, Dimapur 797103', 'Near Police Complex'],
    ['Purana Bazar', 'Purana Bazar', 25.8847, 93.7436, 'Purana Bazar, Dimapur 797112', 'Near Purana Bazar Junction'],
  ],
  Kohima: [
    ['NST Bus Stand', 'Kohima Town', 25.6751, 94.1086, 'Main Town, Kohima 797001', 'Near Kohima Super Market'],
    ['PR Hill', 'PR Hill', 25.6649, 94.1032, 'PR Hill, Kohima 797001', 'Near PR Hill Junction'],
  ],
  Itanagar: [
    ['APST Bus Stand', 'Itanagar Capital', 27.0844, 93.6053, 'Ganga Market Road, Itanagar 791111', 'Near Itanagar Bus Terminal'],
    ['Ganga Market', 'Ganga', 27.0879, 93.5957, 'Ganga Market, Itanagar 791113', 'Near Ganga Lake Road'],
    ['Zero Point', 'Zero Point', 27.0921, 93.6212, 'NH-415, Zero Point, Itanagar 791111', 'Near Zero Point Tinali'],
  ],
  Agartala: [
    ['Agartala ISBT Chandrapur', 'Chandrapur', 23.8419, 91.3012, 'Chandrapur, Agartala 799004', 'Near Chandrapur ISBT Gate'],
    ['Battala', 'Battala', 23.8316, 91.2784, 'Battala Bazar, Agartala 799001', 'Near Battala Market'],
    ['Nagerjala Bus Stand', 'Nagerjala', 23.8211, 91.2816, 'Nagerjala, Agartala 799001', 'Near Nagerjala Crossing'],
  ],
  Aizawl: [
    ['Bara Bazar', 'Bara Bazar', 23.7254, 92.7170, 'Bara Bazar, Aizawl 796001', 'Near Bara Bazar Main Gate'],
    ['Chanmari', 'Chanmari', 23.7397, 92.7193, 'Chanmari, Aizawl 796007', 'Near Chanmari Junction'],
    ['Zarkawt', 'Zarkawt', 23.7307, 92.7152, 'Zarkawt, Aizawl 796007', 'Near Zarkawt Post Office'],
  ],
  Haflong: [['Haflong Bus Stand', 'Haflong Town', 25.1688, 93.0167, 'Haflong Town, Dima Hasao 788819', 'Near Haflong Lake']],
  Diphu: [
    ['Diphu Bus Stand', 'Diphu Town', 25.8439, 93.4307, 'Diphu Town, Karbi Anglong 782460', 'Near Diphu Court'],
    ['Diphu Station Road', 'Diphu Station', 25.8362, 93.4378, 'Station Road, Diphu 782460', 'Near Diphu Railway Station'],
  ],
  Siliguri: [
    ['Tenzing Norgay Bus Terminus', 'Hill Cart Road', 26.7225, 88.4275, 'Hill Cart Road, Siliguri 734001', 'Near Siliguri Junction'],
    ['Air View More', 'Air View More', 26.7179, 88.4270, 'Hill Cart Road, Siliguri 734001', 'Near Air View More Crossing'],
    ['Sevoke Road', 'Sevoke Road', 26.7313, 88.4379, 'Sevoke Road, Siliguri 734001', 'Near Vishal Cinema'],
  ],
  Tura: [
    ['Tura MTC Bus Stand', 'Tura Town', 25.5138, 90.2034, 'Main Bazar, Tura 794001', 'Near Tura Super Market'],
    ['Dakopgre', 'Dakopgre', 25.5232, 90.2176, 'Dakopgre, Tura 794101', 'Near Dakopgre Junction'],
  ],
  Imphal: [
    ['Khwairamband Bazar', 'Khwairamband', 24.8093, 93.9382, 'Khwairamband Bazar, Imphal 795001', 'Near Ima Keithel'],
    ['Keishampat', 'Keishampat', 24.8033, 93.9344, 'Keishampat, Imphal 795001', 'Near Keishampat Junction'],
    ['Imphal ISBT Khuman Lampak', 'Khuman Lampak', 24.8279, 93.9461, 'Khuman Lampak, Imphal 795001', 'Near Khuman Lampak Stadium'],
  ],
  'Biswanath Chariali': [
    ['Biswanath Chariali Bus Stand', 'Biswanath Chariali', 26.7272, 93.1522, 'NH-15, Biswanath Chariali 784176', 'Near Chariali Crossing'],
  ],
  Mangaldoi: [['Mangaldoi Bus Stand', 'Mangaldoi Town', 26.4425, 92.0325, 'Mangaldoi Town, Darrang 784125', 'Near Mangaldoi Court']],
  Karimganj: [
    ['Karimganj Bus Stand', 'Karimganj Town', 24.8649, 92.3592, 'Station Road, Karimganj 788710', 'Near Karimganj Railway Station'],
    ['Karimganj Station Road', 'Station Road', 24.8698, 92.3530, 'Station Road, Karimganj 788710', 'Near Karimganj Court'],
  ],
  Jowai: [
    ['Jowai Bus Stand', 'Jowai Town', 25.4509, 92.2089, 'Main Road, Jowai 793150', 'Near Iawmusiang Market'],
    ['Iawmusiang', 'Iawmusiang', 25.4452, 92.2017, 'Iawmusiang, Jowai 793150', 'Near Jowai Civil Hospital'],
  ],
};

export function cityByName(name: string): ProviderCity {
  const city = PROVIDER_CITIES.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`no provider city named ${name}`);
  return city;
}

const MAX_STAGES_PER_CITY = 9;

export const STAGES: readonly Stage[] = Object.entries(STAGE_SEEDS).flatMap(([cityName, seeds]) => {
  const city = cityByName(cityName);
  if (seeds.length > MAX_STAGES_PER_CITY) throw new Error(`${cityName}: a stage id has room for nine stages`);
  return seeds.map(([name, areaName, latitude, longitude, address, landmark], index): Stage => {
    const id = city.id * 10 + index + 1;
    return {
      id,
      name,
      city,
      areaName,
      latitude,
      longitude,
      address,
      landmark,
      contact: `9000${String(id).padStart(6, '0')}`,
    };
  });
});

/** A city's stages in their listed order (main stand first). */
export function stagesOf(cityId: number): Stage[] {
  return STAGES.filter((stage) => stage.city.id === cityId);
}
