"""The Spell Absorbing Life (99517131), Normal Trap."""
from duelist.cards.common import activate
from duelist.cards.scripts.c36468556_ceasefire import condition, effect_monster, set_monster
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, usable while a monster is Set in Defense Position or a face-up Effect "
               "Monster is on the field: every face-down Defense Position monster on the field is turned "
               "face-up in Defense Position without its Flip effect starting, then its player gains "
               "400 LP for each Effect Monster on the field (one gain).")


def resolve(ctx):
    for monster in ctx.cards_where("monsters", set_monster, who="both"):
        ctx.change_position(monster, S.FACEUP_DEFENSE, flip_effects=False)   # no Flip effect starts
    count = ctx.count_cards("monsters", effect_monster, who="both")
    if count:
        ctx.recover(ctx.player, 400 * count)


# Ceasefire's gain-LP twin (yugioh-wiki.net 《生命力吸収魔術》): its condition is Ceasefire's. The 2005
# text (MFC) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, condition=condition)]
