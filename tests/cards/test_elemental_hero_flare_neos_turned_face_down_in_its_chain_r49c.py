"""Elemental HERO Flare Neos turned face-down in answer to its End Phase effect stays on the
field (round 49c's mutation round).

Flare Neos's text (in the End Phase: shuffle this card into the Extra Deck) and seed 000
§卡片的移動: a face-up card turned face-down is no longer the card that activated the effect.
Book of Moon, chained to the effect, turns it face-down: the effect resolves doing nothing and
Flare Neos stays, Set in Defense Position."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_flare_neos_turned_face_down_by_book_of_moon_is_not_shuffled_into_the_extra_deck():
    """Q: in my End Phase Elemental HERO Flare Neos's effect activates and I chain Book of Moon
    on it. Is it shuffled into the Extra Deck? A: no: it is face-down when the effect resolves;
    it stays in its zone, face-down in Defense Position."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    neos = table.monster(0, "Elemental HERO Flare Neos", summon_kind="proc")
    table.hand(0, "Book of Moon")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    for _ in range(6):
        if duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", "Book of Moon"):
            break
        s.pick("pass")
    s.pick("activate", "Book of Moon", player=0, request="chain")
    s.pick("target", "Elemental HERO Flare Neos", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    card = neos.card(duel)
    assert card.location == S.MZONE and card.position == S.FACEDOWN_DEFENSE
    assert "Elemental HERO Flare Neos" not in [c.name for c in duel.players[0].extra]
