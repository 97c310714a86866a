"""Drill Bug (88733579), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, code_of

DESCRIPTION = ("Level 2 EARTH Insect (1100/200). Once its direct attack has hurt the opponent with battle "
               "damage, its controller may fetch a Parasite Paracide from the Deck into the hand (the Deck is "
               "shuffled after).")

PARASITE_PARACIDE = 27911549


def _paracide(card):
    return code_of(card) == PARASITE_PARACIDE


def resolve(ctx):
    yield from K.search_deck(ctx, _paracide, "Drill Bug: add which Parasite Paracide?")


# (the 2002 print, PSV-078, and today's text do the same: an optional trigger on the battle damage of
# its direct attack; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE, match=K.direct_battle_damage, optional=True, damage_step=DS_ALWAYS,
                  resolve=resolve, label="fetch Parasite Paracide from the Deck")]
