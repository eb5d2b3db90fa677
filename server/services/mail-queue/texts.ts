/**
 * The report mails' subject and body in the six interface languages (English for anything else).
 * Placeholders in braces are filled by the lookup (textsIn, server/documents/texts.ts).
 */
import { row, type Translated } from '../../documents/texts'

export const mailTexts = {
  orderSubject: row(
    'Ordre de producció {reference} acabada ({machine})',
    'Production order {reference} finished ({machine})',
    'Orden de producción {reference} terminada ({machine})',
    'Ordre de production {reference} terminé ({machine})',
    'Ordem de produção {reference} terminada ({machine})',
    'Производственный заказ {reference} завершён ({machine})',
  ),
  orderBody: row(
    "Hola {name},\n\nL'ordre de producció {reference} va acabar a {machine} el {finished}. Adjuntem el seu informe en PDF.",
    'Hello {name},\n\nThe production order {reference} finished on {machine} at {finished}. Its report is attached as a PDF.',
    'Hola {name},\n\nLa orden de producción {reference} terminó en {machine} el {finished}. Adjuntamos su informe en PDF.',
    "Bonjour {name},\n\nL'ordre de production {reference} s'est terminé sur {machine} le {finished}. Son rapport est joint en PDF.",
    'Olá {name},\n\nA ordem de produção {reference} terminou em {machine} a {finished}. O seu relatório segue em anexo em PDF.',
    'Здравствуйте, {name}!\n\nПроизводственный заказ {reference} завершён на машине {machine} {finished}. Отчёт приложен в формате PDF.',
  ),
  orderWhy: row(
    "Reps aquest correu perquè vas demanar l'informe de cada ordre acabada a la configuració de notificacions; pots desactivar-ho allà.",
    'You receive this mail because you asked for the report of every finished order in your notification settings; you can turn it off there.',
    'Recibes este correo porque pediste el informe de cada orden terminada en tu configuración de notificaciones; puedes desactivarlo allí.',
    'Vous recevez ce message car vous avez demandé le rapport de chaque ordre terminé dans vos paramètres de notification ; vous pouvez le désactiver ici.',
    'Recebe este e-mail porque pediu o relatório de cada ordem terminada nas suas definições de notificação; pode desativá-lo aí.',
    'Вы получили это письмо, потому что в настройках уведомлений выбрали отчёт о каждом завершённом заказе; там же его можно отключить.',
  ),
  maintenanceSubject: row(
    'Ordre de treball feta: {task} ({where})',
    'Work order done: {task} ({where})',
    'Orden de trabajo realizada: {task} ({where})',
    'Ordre de travail réalisé : {task} ({where})',
    'Ordem de trabalho concluída: {task} ({where})',
    'Наряд выполнен: {task} ({where})',
  ),
  maintenanceBody: row(
    "Hola {name},\n\nL'ordre de treball {task} a {where} es va fer el {done}. Adjuntem el seu informe en PDF.",
    'Hello {name},\n\nThe work order {task} on {where} was done on {done}. Its report is attached as a PDF.',
    'Hola {name},\n\nLa orden de trabajo {task} en {where} se realizó el {done}. Adjuntamos su informe en PDF.',
    "Bonjour {name},\n\nL'ordre de travail {task} sur {where} a été réalisé le {done}. Son rapport est joint en PDF.",
    'Olá {name},\n\nA ordem de trabalho {task} em {where} foi concluída a {done}. O seu relatório segue em anexo em PDF.',
    'Здравствуйте, {name}!\n\nНаряд {task} ({where}) выполнен {done}. Отчёт приложен в формате PDF.',
  ),
  maintenanceWhy: row(
    'Reps aquest correu perquè vas demanar els informes de manteniment a la configuració de notificacions; pots desactivar-ho allà.',
    'You receive this mail because you asked for the maintenance reports in your notification settings; you can turn it off there.',
    'Recibes este correo porque pediste los informes de mantenimiento en tu configuración de notificaciones; puedes desactivarlo allí.',
    'Vous recevez ce message car vous avez demandé les rapports de maintenance dans vos paramètres de notification ; vous pouvez le désactiver ici.',
    'Recebe este e-mail porque pediu os relatórios de manutenção nas suas definições de notificação; pode desativá-lo aí.',
    'Вы получили это письмо, потому что в настройках уведомлений выбрали отчёты о техобслуживании; там же их можно отключить.',
  ),
} satisfies Record<string, Translated>
