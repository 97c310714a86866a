"""Millennium Scorpion (82482194), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, while_here
from duelist.cards.scripts.c35809262_elemental_hero_flame_wingman import victim
from duelist.engine import state as S

DESCRIPTION = ("Level 5 EARTH Insect (2000/1800). Each time it destroys an opponent's monster by "
               "battle and that monster reaches the GY, it gains 500 ATK for as long as it stays on the "
               "field (not optional).")


def resolve(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.modify(card, 500, 0, until=while_here(card))


# The 2005 print (TLM-EN009: destroys a monster as a result of battle and sends it to the Graveyard,
# +500 ATK) reads as today's and the OCG's (yugioh-wiki.net: a trigger effect): no ERAS entry.
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE_STEP_END, range=(S.MZONE,),
                  match=lambda ctx, ev: victim(ctx, ev) is not None and ctx.card.face_up, resolve=resolve,
                  damage_step=DS_ALWAYS, label="+500 ATK")]
