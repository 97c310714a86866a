"""The response windows' offer cache (`_offer_candidates`) no longer looks at the positions
of the field cards it offered (docs/performance.md, round 6): a field card that has
something to offer turning face-up or face-down bumps its player's version instead
(`_stamp` for every card turned face-up, `change_position`, `_activate`). Checked here for
an effect that turns a monster with a quick effect face-down and back face-up; the random
duels of tests/engine/test_offer_cache.py check every other walk. An engine-internal
check: the cache is private."""

from duelist.engine import state as S
from duelist.testing.scenario import Table


def _offered(duel, player, column=0):
    """What the cache answers for the player now, or None where it would walk again."""
    entry = duel._offer_cache[player]
    if entry is None or entry[0] != duel._sides[player]:
        return None
    return [(card.cid, effect.index) for card, effect in entry[1][column]]


def _fresh(duel, player, column=0):
    duel._offer_cache[player] = None
    return [(card.cid, effect.index) for card, effect in duel._offer_candidates(player, column)]


def test_a_monster_turned_face_down_and_up_by_effects_is_offered_as_it_is_now():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    dragon = table.monster(1, "Stardust Dragon")
    duel = table.build()
    card = dragon.card(duel)
    before = _fresh(duel, 1)
    assert (card.cid, 0) in before          # its quick effect, face-up

    duel.change_position(card, S.FACEDOWN_DEFENSE)      # Book of Moon
    assert _offered(duel, 1) is None        # the cache walks again
    face_down = _fresh(duel, 1)
    assert (card.cid, 0) not in face_down

    duel.change_position(card, S.FACEUP_DEFENSE)        # flipped face-up by an effect
    assert _offered(duel, 1) is None
    assert _fresh(duel, 1) == before
