"""Dandylion (15341821), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H
from duelist.cards.db import get_card
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Plant (300/300). Whenever it is sent to the GY (from anywhere: the "
               "field, the hand, the Deck, or detached as an Xyz Material), its owner Special "
               "Summons two Fluff Tokens (Level 1 WIND Plant, 0/0) in Defense Position, both or "
               "none; they cannot be Tributed for a Tribute Summon the turn they arrive.")

FLUFF_TOKEN = 15341822      # the card database's Token record


def sent_here(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("to") == S.GRAVE


def resolve(ctx):
    if ctx.free_monster_zone_count() < 2:
        return                      # both Tokens or none
    data = get_card(FLUFF_TOKEN)
    for _ in range(2):
        token = ctx.create_token(data, S.FACEUP_DEFENSE, check_lock=True)
        if token is None:
            return                  # no Special Summons allowed now
        token.info = {"no_tribute_summon": ctx.turn}


EFFECTS = [Effect(TRIGGER, events=H.MOVED, range=(S.GRAVE,), match=sent_here, resolve=resolve, special_summons=True,
                  label="two Fluff Tokens")]
