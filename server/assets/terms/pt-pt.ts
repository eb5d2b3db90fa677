import type { TermsDocument } from './terms-document'

export const termsPt: TermsDocument = {
  title: 'Plant Portal — Termos de Serviço',
  updated: 'Última atualização: 1 de novembro de 2026',
  intro:
    'Estes termos regem a utilização do Plant Portal, o serviço online de acompanhamento de fábricas de impressão e transformação, pela empresa que o subscreve (o «Cliente») e pelas pessoas que o Cliente autoriza (os «Utilizadores»). Ao aceitá-los no portal, cada Utilizador confirma que os leu e que os irá cumprir.',
  sections: [
    {
      heading: '1. O serviço',
      paragraphs: [
        'O Plant Portal mostra o estado em direto das máquinas do Cliente, o histórico de ordens de produção, estatísticas, custeio de trabalhos, ordens de trabalho de manutenção e manuais das máquinas. É fornecido como software como serviço, através de uma aplicação web que pode ser instalada em computadores, tablets e telemóveis.',
        'Podemos melhorar ou alterar funcionalidades ao longo do tempo. Quando uma alteração remover uma funcionalidade de que o Cliente dependa, anunciá-la-emos com pelo menos 30 dias de antecedência.',
      ],
    },
    {
      heading: '2. Contas e funções',
      paragraphs: [
        'Cada Utilizador tem uma conta pessoal. As credenciais não podem ser partilhadas, e o Utilizador deve avisar sem demora o administrador do Cliente se suspeitar que outra pessoa as utilizou.',
        'O Cliente decide que funções tem cada Utilizador (por exemplo análise de produção, custeio, manutenção ou administração) e que máquinas cada um pode ver. Os Utilizadores só podem usar as funções que as suas funções permitem.',
      ],
    },
    {
      heading: '3. Dados e privacidade',
      paragraphs: [
        'Os dados de produção, custos, documentos e registos de manutenção introduzidos ou recolhidos através do serviço pertencem ao Cliente. Tratamo-los apenas para prestar o serviço, seguindo as instruções do Cliente e a legislação de proteção de dados aplicável, incluindo o Regulamento Geral sobre a Proteção de Dados (RGPD).',
        'Sobre os Utilizadores guardamos apenas o que o serviço necessita: nome, endereço de e-mail, idioma e preferências de interface, e um registo de acessos e ações para fins de segurança. Não vendemos dados pessoais nem os usamos para publicidade.',
      ],
    },
    {
      heading: '4. Disponibilidade e assistência',
      paragraphs: [
        'Procuramos que o serviço esteja disponível 99,5% de cada mês civil, excluindo janelas de manutenção anunciadas. A assistência técnica está acessível a partir da entrada de suporte (SAT) do menu da aplicação.',
      ],
    },
    {
      heading: '5. Dados offline nos dispositivos',
      paragraphs: [
        'Para continuar a funcionar sem ligação, a aplicação guarda no dispositivo os dados recentes, as alterações pendentes e os manuais guardados. Qualquer pessoa com acesso a um dispositivo desbloqueado pode ver esses dados, pelo que o Cliente é responsável por proteger os seus dispositivos com bloqueio de ecrã.',
        'As alterações feitas offline são enviadas quando o dispositivo volta a ligar-se. Terminar a sessão remove do dispositivo os dados em cache do Utilizador; as alterações ainda não enviadas são mantidas até o mesmo Utilizador voltar a iniciar sessão.',
      ],
    },
    {
      heading: '6. Responsabilidade',
      paragraphs: [
        'Os valores do portal, como velocidades, rendimentos e custos, são calculados a partir dos dados que as máquinas comunicam e servem para apoiar decisões, não para substituir as verificações do próprio Cliente. As instruções de segurança das máquinas e dos seus manuais prevalecem sempre.',
        'Salvo em caso de dolo ou negligência grave, a nossa responsabilidade total limita-se aos montantes pagos pelo Cliente nos doze meses anteriores ao evento que causou o dano.',
      ],
    },
    {
      heading: '7. Cessação',
      paragraphs: [
        'O Cliente pode terminar a subscrição no fim de qualquer período de faturação. Podemos suspender uma conta que viole estes termos ou ponha em risco a segurança do serviço. Após a cessação, o Cliente pode exportar os seus dados durante 30 dias; depois disso, são eliminados.',
      ],
    },
    {
      heading: '8. Contacto',
      paragraphs: [
        'As questões sobre estes termos ou sobre dados pessoais podem ser enviadas através da entrada de suporte do portal ou para legal@plant-portal.example.',
      ],
    },
  ],
  page: 'Página',
}
