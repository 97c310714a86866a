"""Goddess of Whim (67959180), Effect Monster."""
from duelist.cards.common import IGNITION, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 LIGHT Fairy (950/700). Once per turn, in its controller's Main Phase, they "
               "call a coin toss: called right, this card's ATK (as it is now, gains included) is "
               "doubled until the end of the turn; called wrong, it is halved until then.")


def resolve(ctx):
    card = ctx.card
    right = yield from ctx.call_coin()
    if card.location != S.MZONE or not card.face_up:
        return
    atk = ctx.atk(card)
    if right:
        ctx.modify(card, atk=atk)
    else:
        ctx.modify(card, atk=-(atk - atk // 2))


# Its first English print (MP1-003) and the OCG text say what the script plays: the ATK it has then,
# doubled or halved for the turn (yugioh-wiki.net 《きまぐれの女神》: not the original ATK); the once
# per turn limit is today's text and, as that page describes the effect (the old prints do not print
# it), theirs too: no ERAS entry.
EFFECTS = [Effect(IGNITION, once_per_turn=True, resolve=resolve,
                  label="call a coin toss: double or halve this card's ATK")]
