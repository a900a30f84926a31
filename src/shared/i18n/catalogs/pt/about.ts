import type { Translation } from '../../translation';
import type en from '../en/about';

export default {
  'about.documentTitle': 'Sobre',
  'about.title': 'Sobre o Getaway Planner',
  'about.intro':
    'O Getaway Planner ajuda a planear viagens económicas. Acompanha e compara o custo total das suas viagens (voos, alojamento, aluguer de carro e outras despesas) em diferentes datas e locais, para ver qual a escapadinha que lhe dá mais pelo seu dinheiro.',
  'about.more':
    'Pesquise um local e crie uma viagem para ele, marque como favoritas as viagens de que gosta e agrupe-as em listas de desejos, veja o tempo e as sugestões do que fazer, e recorde as viagens que já fez.',
  'about.totalTitle': 'Todos os custos num só total',
  'about.totalText':
    'Voos, alojamento, aluguer de carro e outras despesas somam um único valor por viagem.',
  'about.datesTitle': 'Comparar datas',
  'about.datesText': 'Veja quanto custa a mesma escapadinha em datas diferentes antes de decidir.',
  'about.placesTitle': 'Comparar locais',
  'about.placesText': 'Compare destinos lado a lado e guarde os favoritos em listas de desejos.',
} satisfies Translation<typeof en>;
