"""Metamorphosis (46411259) on the Goat decks: whether a Fusion Monster of the Extra Deck has a
zone to come to (seed 000 §怪獸區域). Under rules without an Extra Monster Zone rule (GOAT) a
monster Special Summoned from the Extra Deck takes any empty Main Monster Zone no effect
blocks, as one from the hand or GY does; the engine answers it from the zones themselves while
no field card blocks a zone (actions.py `_room_after`, round 43a: the zone list was made for
every Fusion Monster Metamorphosis asked about, 1.0 a Control/Monarch turn), and walks the
zones where Ojama King blocks some."""

import pytest

from duelist.testing.scenario import Script, Table

FILLER = "Celtic Guardian"


def _ojama_duel(monsters, with_king=True):
    """Player 0 has `monsters` monsters from zone 3 on, Summoned Skull among them, Metamorphosis
    in the hand and Dark Balter the Terrible and Ojama King in the Extra Deck; Ojama King face-up
    on player 1's field (with_king) blocks player 0's zones 0-2."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    if with_king:
        table.monster(1, "Ojama King")
    table.monster(0, "Summoned Skull", zone=3)
    for zone in range(4, 3 + monsters):
        table.monster(0, FILLER, zone=zone)
    table.hand(0, "Metamorphosis")
    table.extra(0, "Dark Balter the Terrible", "Ojama King")
    duel = table.build()
    while duel.request is not None and duel.request.kind == "zone":
        duel.answer(duel.request.options[0])      # (zones 0, 1, 2, one by one)
    assert duel.request.kind == "idle"
    return duel


def _extra_king(duel):
    return [c for c in duel.players[0].extra if c.data.name == "Ojama King"][0]


def test_a_fusion_monster_may_come_to_a_free_zone_no_effect_blocks():
    """Zone 4 empty and unblocked: the Extra Deck's Ojama King may be Special Summoned by an
    effect, and Metamorphosis (Tributing Summoned Skull, Level 6) may be activated."""
    duel = _ojama_duel(1)
    assert duel._blocked_zones(0) == [0, 1, 2]
    assert duel.can_special_summon(_extra_king(duel), 0)
    assert Script(duel).has("activate", "Metamorphosis")


def test_only_blocked_zones_free_is_no_room_for_a_fusion_monster():
    """Zones 3 and 4 used, 0-2 blocked by the opponent's Ojama King: no zone for a Fusion
    Monster from the Extra Deck, as for a monster from anywhere else."""
    duel = _ojama_duel(2)
    assert not duel.can_special_summon(_extra_king(duel), 0)


@pytest.mark.parametrize("with_king", [False, True])
def test_with_no_zone_blocked_the_extra_deck_monsters_room_is_read_from_the_zones(monkeypatch, with_king):
    """No field card blocks a zone (Ojama King only in the Extra Deck): a Fusion Monster's room
    is answered without the zone list (`summon_zone` not asked); with Ojama King on the field
    the zones are walked, and the answer is the zone list's."""
    from duelist.engine.duel import Duel
    duel = _ojama_duel(2, with_king=with_king)
    asked = []
    real = Duel.summon_zone

    def counting(self, *args, **kwargs):
        asked.append(args)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Duel, "summon_zone", counting)
    assert duel.can_special_summon(_extra_king(duel), 0) is (not with_king)
    assert bool(asked) is with_king
