"""Monster Reborn's rulings as the 2002 starter decks raise them (SDY-030, SDK-035): it Special
Summons 1 monster, chosen as a target, from either player's GY.

Sources: seed 000 §特殊召喚 › 具有蘇生限制的怪獸的特殊召喚 (a monster that must be Special Summoned
in its own way, a Ritual Monster by its Ritual Spell among them, cannot be Special Summoned by
another card's effect unless it was properly summoned first; gameslearningsociety.org's
"Can Monster Reborn revive a Ritual Monster?": not one discarded without its Ritual Summon);
the card of the day of 2004-11-09 on eternity.mancubus.net (Monster Reborn revives an
opponent's monster "under your own control", for good: nothing gives it back); the Yu-Gi-Oh!
wiki's Control page (a monster whose control changed goes to its owner's GY). Each test names
its preset."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_a_ritual_monster_discarded_from_the_hand_cannot_be_revived(rules):
    """Q: Card Destruction sent my Black Luster Soldier from my hand to my GY: may Monster
    Reborn revive it? A: no: a Ritual Monster never Ritual Summoned is not properly summoned
    (under both presets); only my opponent's discarded Battle Ox may be targeted."""
    table = Table(rules=rules, turn=3)
    table.hand(0, "Card Destruction", "Black Luster Soldier", "Celtic Guardian")
    table.hand(1, "Battle Ox")
    table.deck(0, ["Monster Reborn", "Mystical Elf", "Silver Fang"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card Destruction")
    _resolve(s)
    assert "Black Luster Soldier" in grave(duel, 0)
    assert "Monster Reborn" in [c.name for c in duel.players[0].hand]
    s.pick("activate", "Monster Reborn")
    targets = sorted(o.name for o in duel.request.options if o.kind == "target")
    assert targets == ["Battle Ox", "Celtic Guardian"]


def test_a_monster_revived_from_the_opponents_gy_stays_and_goes_back_to_its_owners_gy():
    """Q: I revive my opponent's Summoned Skull with Monster Reborn: does it go back at the End
    Phase? And when it is destroyed? A: it stays mine (no End Phase return); destroyed, it goes
    to its owner's GY."""
    table = Table(turn=3)
    table.hand(0, "Monster Reborn")
    table.grave(1, "Summoned Skull")
    table.hand(1, "Dark Hole")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull")
    _resolve(s)
    s.pick("option", "Attack Position", request="option")
    s.pick("end_turn")
    s.expect(request="idle", player=1)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
    s.pick("activate", "Dark Hole", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Monster Reborn"]
    assert sorted(grave(duel, 1)) == ["Dark Hole", "Summoned Skull"]
