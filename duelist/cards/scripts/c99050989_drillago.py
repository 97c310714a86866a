"""Drillago (99050989), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Machine (1600/1100). It may attack the opponent directly while the "
               "only cards on the opponent's side of the field are face-up monsters with 1600 or more "
               "ATK (no face-down monster, no Spell or Trap Card, face-up or Set).")


def _not_strong(ctx, card):
    return card.location != S.MZONE or not card.face_up or ctx.atk(card) < 1600


def over_strong_monsters(ctx, card):
    return card is ctx.card and not ctx.any_card("field", _not_strong, who="opp")


# One meaning in both eras (the 2005 print, IOC; the OCG text 《ドリラゴ》 「相手フィールド上に攻撃力
# 1600以上の表側表示モンスターしか存在しない場合」: the whole field of the opponent, its Spell & Trap
# Zones included, yugioh-wiki.net FAQ): no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="direct_attack", affects=over_strong_monsters,
                  label="attacks directly while the opponent has only face-up monsters with 1600+ ATK")]
