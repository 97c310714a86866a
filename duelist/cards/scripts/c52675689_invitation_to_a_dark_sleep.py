"""Invitation to a Dark Sleep (52675689), Effect Monster."""
from duelist.cards.common import CONTINUOUS, TRIGGER, Effect, H, Target, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Level 5 DARK Spellcaster (1500/1800). When it is Normal or Flip Summoned, its "
               "controller targets 1 monster the opponent controls (not optional); while this card "
               "stays face-up in the Monster Zone, that monster cannot attack.")

NOTE = "dark_sleep"      # card.info key: the uid of the monster this card put to sleep


def _summoned_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and \
        ev.get("kind") in ("normal", "tribute", "flip")


def resolve(ctx):
    card = ctx.card
    if card.location != S.MZONE or not card.face_up:
        return      # the effect it gains needs this card face-up on the field (our reading)
    for target in ctx.targets:
        card.info = dict(card.info or {}, **{NOTE: target.uid})


def _asleep(ctx, card):
    info = ctx.card.info
    return info is not None and info.get(NOTE) == card.uid


# One meaning in both eras (the PSV print: "select 1 monster on your opponent's side of the field ...
# cannot attack as long as this card remains face-up on the field"; today's text and the OCG
# 《暗黒の眠りを誘うルシファー》: target it; this card gains the effect "it cannot attack while this card
# is in the Monster Zone"): no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events=H.SUMMONED, match=_summoned_self, resolve=resolve,
           target=Target(opp_monsters, prompt="Invitation to a Dark Sleep: which monster cannot attack?"),
           label="a monster cannot attack"),
    Effect(CONTINUOUS, tag="cannot_attack", affects=_asleep, label="that monster cannot attack"),
]
