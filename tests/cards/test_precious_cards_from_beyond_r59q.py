"""Precious Cards from Beyond (68304813), Continuous Spell: each time its controller Tribute
Summons a monster by Tributing 2 or more monsters, they draw 2 cards (a mandatory trigger).

Rulings relied on: yugioh-wiki.net 《冥界の宝札》 (its text: a Tribute Summon that needs 2 or more
Tributes; FAQ: a monster that counts as two Tributes (ダブルコストモンスター) Tributed alone does
not make it draw, 2 or more monsters must actually be Tributed; the page's notes: Double-Tribute
monsters cannot meet its condition). The engine fact it reads: the `summoned` happening's
"tributes", the number of monsters Tributed (turn.py, round 59q). A Tribute Set is no Summon and a
summon that Solemn Judgment negates never succeeded (seed 000 §上級召喚, §反擊陷阱), so neither
draws. Era: the 2005 English text (Dark Crisis: Tribute Summon by Tributing 2 or more monsters,
draw 2) and today's do the same: one script for both presets (both tested below)."""

import pytest

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _table(rules="MR5", *tributes):
    table = Table(rules=rules, turn=3)
    table.spell_trap(0, "Precious Cards from Beyond", face_down=False)
    for name in tributes or ("Battle Ox", "Celtic Guardian"):
        table.monster(0, name)
    table.deck(0, ["Mystical Elf"] * 5)
    return table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_precious_cards_from_beyond_draws_2_for_a_two_tribute_summon(rules):
    """Q: Precious Cards from Beyond face-up, I Tribute Battle Ox and Celtic Guardian to Tribute
    Summon Dark Magician. A: it draws me 2 cards (its own chain link), in both eras."""
    table = _table(rules)
    table.hand(0, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Dark Magician")
    s.pick("tribute", "Battle Ox")
    s.pick("tribute", "Celtic Guardian")
    assert [c.name for c in duel.monsters(0)] == ["Dark Magician"]
    assert hand(duel, 0) == ["Mystical Elf", "Mystical Elf"] and len(duel.players[0].deck) == 3
    assert [e["name"] for e in of_type(duel, "chain")] == ["Precious Cards from Beyond"]


def test_precious_cards_from_beyond_ignores_a_one_tribute_summon():
    """Q: I Tribute Battle Ox to Tribute Summon Summoned Skull (Level 6: 1 Tribute). A: no
    draw: the Summon needed, and used, only one Tribute."""
    table = _table("MR5", "Battle Ox")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Battle Ox")
    assert [c.name for c in duel.monsters(0)] == ["Summoned Skull"]
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 5
    assert of_type(duel, "chain") == []


def test_precious_cards_from_beyond_a_double_tribute_monster_alone_is_one_tribute():
    """Q: I Tribute only Kaiser Sea Horse, which counts as two Tributes for a LIGHT monster, to
    Tribute Summon Blue-Eyes White Dragon (LIGHT, Level 8). A: no draw (yugioh-wiki.net
    《冥界の宝札》 FAQ: 2 or more monsters must actually be Tributed)."""
    table = _table("MR5", "Kaiser Sea Horse")
    table.hand(0, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Blue-Eyes White Dragon")
    s.pick("tribute", "Kaiser Sea Horse")
    assert [c.name for c in duel.monsters(0)] == ["Blue-Eyes White Dragon"]
    assert grave(duel, 0) == ["Kaiser Sea Horse"]
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 5


def test_precious_cards_from_beyond_ignores_a_tribute_set():
    """Q: I Tribute 2 monsters to Set Dark Magician face-down. A: no draw: a Tribute Set is no
    Tribute Summon."""
    table = _table()
    table.hand(0, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Dark Magician")
    s.pick("tribute", "Battle Ox")
    s.pick("tribute", "Celtic Guardian")
    assert [c.face_up for c in duel.monsters(0)] == [False]
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 5


def test_precious_cards_from_beyond_ignores_the_opponents_tribute_summon():
    """Q: my opponent Tributes 2 monsters to Tribute Summon Dark Magician while my Precious Cards
    from Beyond is face-up. A: neither of us draws: only its controller's Tribute Summons count."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, "Precious Cards from Beyond", face_down=False)
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Dark Magician")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Dark Magician", player=1)
    s.pick("tribute", "Battle Ox", player=1)
    s.pick("tribute", "Celtic Guardian", player=1)
    assert [c.name for c in duel.monsters(1)] == ["Dark Magician"]
    assert hand(duel, 0) == [] and hand(duel, 1) == []
    assert len(duel.players[0].deck) == 5 and len(duel.players[1].deck) == 5


def test_precious_cards_from_beyond_no_draw_when_solemn_judgment_negates_the_summon():
    """Q: I Tribute 2 monsters for Dark Magician; my opponent negates its Summon with Solemn
    Judgment. A: the Tributes are gone and Dark Magician is destroyed, but the Tribute Summon
    never succeeded: no draw (seed 000 §反擊陷阱)."""
    table = _table()
    table.hand(0, "Dark Magician")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Dark Magician")
    s.pick("tribute", "Battle Ox")
    s.pick("tribute", "Celtic Guardian")
    s.pick("activate", "Solemn Judgment", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.monsters(0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Dark Magician"]
    assert duel.players[1].lp == 4000
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 5


def test_precious_cards_from_beyond_a_face_down_copy_does_nothing():
    """Q: my Precious Cards from Beyond is still Set face-down when I Tribute 2 monsters for Dark
    Magician. A: no draw: a Continuous Spell applies only once activated face-up."""
    table = Table(turn=3)
    table.spell_trap(0, "Precious Cards from Beyond")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Dark Magician")
    table.deck(0, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Dark Magician")
    s.pick("tribute", "Battle Ox")
    s.pick("tribute", "Celtic Guardian")
    assert [c.name for c in duel.monsters(0)] == ["Dark Magician"]
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 5
