"""Emes the Infinity (43580269), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, while_here
from duelist.cards.scripts.c35809262_elemental_hero_flame_wingman import victim
from duelist.engine import state as S

DESCRIPTION = ("Level 7 LIGHT Machine (2500/2000). Each time it destroys an opponent's monster by "
               "battle and sends it to the GY while it stays on the field, it gains 700 ATK for as long "
               "as it stays there (not optional).")


def resolve(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.modify(card, 700, 0, until=while_here(card))


# One English text (DBT-EN001, "destroys ... by battle and sends it to the Graveyard") reading as the
# OCG's: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE_STEP_END, range=(S.MZONE,),
                  match=lambda ctx, ev: victim(ctx, ev) is not None and ctx.card.face_up, resolve=resolve,
                  damage_step=DS_ALWAYS, label="+700 ATK")]
