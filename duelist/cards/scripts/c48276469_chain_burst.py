"""Chain Burst (48276469), Continuous Trap."""
from duelist.cards.common import APPLY, Effect, H, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: each time a player activates a Trap Card, that player takes 1000 "
               "damage (applied, no chain link).")


def trap_card_activated(ctx, ev):
    """A Trap Card's activation (not a face-up Trap's effect), once this card's own activation
    has resolved (its own activation is not counted)."""
    return ev["trap"] and ev["card_activation"] and ctx.card.activated and ev["cid"] != ctx.card.cid


def burn(ctx):
    ctx.damage(ctx.event["player"], 1000)


# The 2005 text (RDS) does what today's does: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(APPLY, events=H.ACTIVATED, range=(S.SZONE,), match=trap_card_activated, resolve=burn,
           label="1000 damage to a player who activates a Trap Card"),
]
