"""Tactical Espionage Expert (89698120), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 3 EARTH Warrior (1300/1200). Once it is Normal Summoned, no Trap Card can "
               "be activated in answer to that Summon (the chain started there included); a "
               "Counter Trap may still negate the Summon while it is being made.")


def at_its_normal_summon(ctx, player):
    """The lock holds, for both players, while this card's successful Normal Summon (a Tribute
    Summon is one) is what opened the response window being played now (`ctx.last_events`, kept
    while the chain begun there is built); a Flip or a Special Summon is not its Normal Summon.
    While the Summon is still being made (the summon-negation window) the monster applies nothing
    yet (seed 000: its effects apply once it is summoned), so a Counter Trap may still negate it."""
    card = ctx.card
    for ev in ctx.last_events:
        if ev["type"] == "summoned" and ev["uid"] == card.uid and ev["kind"] in ("normal", "tribute"):
            return True
    return False


# One text in both eras (the 2005 print, DR3: Trap Cards cannot be activated when it is Normal
# Summoned): no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.NO_TRAP_ACTIVATION, affects=at_its_normal_summon,
                  label="no Trap activation at its Normal Summon")]
