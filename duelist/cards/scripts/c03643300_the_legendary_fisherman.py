"""The Legendary Fisherman (3643300), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 5 WATER Warrior (1850/1600). While a face-up \"Umi\" is on the field (either "
               "side): Spell effects do not apply to it, and the opponent's monsters cannot attack "
               "it; if its controller has no other monster they may attack, they attack directly.")

def _shielded(ctx, card):
    return card is ctx.card and K.umi_on_field(ctx)


# "Not made an attack target" (攻撃対象にされない): the engine's C.NOT_ATTACK_TARGET kind of
# C.CANNOT_BE_ATTACKED leaves the opponent a direct attack when no other monster may be attacked
# (yugioh-wiki.net 《攻撃対象》, 《ガーディアン・ケースト》: "as 《伝説のフィッシャーマン》").
# (the 2002 print, MRL-061, and today's text do the same: no ERAS entry)
EFFECTS = [
    Effect(CONTINUOUS, tag=C.UNAFFECTED_BY, value=("Spell",), affects=_shielded,
           label="unaffected by Spell effects while Umi is on the field"),
    Effect(CONTINUOUS, tag=C.CANNOT_BE_ATTACKED, affects=_shielded, value=C.NOT_ATTACK_TARGET,
           label="cannot be attacked while Umi is on the field"),
]
