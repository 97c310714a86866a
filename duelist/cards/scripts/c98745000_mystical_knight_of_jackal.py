"""Mystical Knight of Jackal (98745000), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.cards.scripts.c35809262_elemental_hero_flame_wingman import victim
from duelist.engine import state as S

DESCRIPTION = ("Level 7 LIGHT Beast-Warrior (2700/1200). When it destroys a monster its opponent "
               "owns by battle and that monster goes to the opponent's GY, its controller may put "
               "that monster from the GY on top of the opponent's Deck (only while the Knight is "
               "still on the field).")


def opponents_own(ctx, ev):
    """The monster it destroyed by battle, sent to the GY, if the opponent owns it (2005 FAQ:
    not one of your own monsters your opponent controlled), else None."""
    destroyed = victim(ctx, ev)
    return destroyed if destroyed is not None and destroyed.owner == ctx.opponent else None


def resolve(ctx):
    destroyed = opponents_own(ctx, ctx.event)
    if destroyed is not None and destroyed.location == S.GRAVE:
        ctx.to_deck([destroyed], shuffle=False)


# One meaning in both eras (the 2005 print, DR1: "when this card destroys a monster as a result
# of battle, you can return it to the top of your opponent's Deck"; today's: "destroys an
# opponent's monster by battle and sends it to the GY: you can place it on top"): no ERAS entry.
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE_STEP_END, range=(S.MZONE,),
                  match=lambda ctx, ev: opponents_own(ctx, ev) is not None, resolve=resolve, optional=True,
                  when=True, damage_step=DS_ALWAYS,
                  label="put the monster it destroyed on top of the Deck")]
