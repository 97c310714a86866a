"""Lone Wolf (82452993), Continuous Trap."""
from duelist.cards.common import C, CONTINUOUS, Effect, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: activated while its player's only monster is a face-up Chu-Ske the "
               "Mouse Fighter, Monk Fighter or Master Monk, targeting it; while this card stays "
               "face-up, that monster cannot be destroyed by battle and is unaffected by the effects "
               "of the opponent's monsters.")

FIGHTERS = (8508055, 3810071, 49814180)     # Chu-Ske the Mouse Fighter, Monk Fighter, Master Monk
NOTE = "lone_wolf"      # card.info key: the uid of the monster this card shields


def _fighter(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.player and \
        any(ctx.is_named(card, code) for code in FIGHTERS)


def _alone(ctx):
    mine = ctx.monsters("me")
    return mine if len(mine) == 1 and _fighter(ctx, mine[0]) else []


def resolve(ctx):
    card = ctx.card
    if card.location != S.SZONE or not card.face_up:
        return
    for target in ctx.targets:
        card.info = dict(card.info or {}, **{NOTE: target.uid})


def _shielded(ctx, card):
    info = ctx.card.info
    return info is not None and info.get(NOTE) == card.uid and card.location == S.MZONE


# One meaning in both eras (the TLM print and the OCG text of 《孤高の格闘家》, yugioh-wiki.net: a
# target on activation; cannot be destroyed by battle and unaffected by the opponent's monster
# effects): no ERAS entry.
EFFECTS = [
    activate(resolve, condition=lambda ctx: bool(_alone(ctx)),
             target=Target(_alone, filter=_fighter, prompt="Lone Wolf: which monster?")),
    Effect(CONTINUOUS, tag="battle_indestructible", affects=_shielded, label="cannot be destroyed by battle"),
    Effect(CONTINUOUS, tag=C.UNAFFECTED_BY, value=("opponent's Monster",), affects=_shielded,
           label="unaffected by the opponent's monster effects"),
]
