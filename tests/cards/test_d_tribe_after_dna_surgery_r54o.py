"""D. Tribe (2833249) with DNA Surgery (74701381) chained to it: the later applied Type change
wins.

Sources: seed 004 §连锁和咒文速度 (the last link resolves first) and seed 000 §永續效果
(continuous effects that change the same thing apply in the order they started; the later wins),
as tests/cards/test_d_tribe.py reads it for D. Tribe's lasting change against DNA Surgery's
continuous one. Round 54o: actions.py `_race_with_lasting` compares DNA Surgery's start (its
M.APPLIES_SINCE) with D. Tribe's, not another number of the card (here its uid is larger than
the log's length)."""

from duelist.testing.scenario import Script, Table


def test_dna_surgery_chained_to_d_tribe_resolves_first_and_d_tribe_makes_my_monsters_dragons():
    """Q: I control Celtic Guardian and four Battle Ox, my opponent five Mystical Elf. I activate
    D. Tribe; my opponent chains DNA Surgery declaring Machine. A: DNA Surgery resolves first
    (every face-up monster a Machine), then D. Tribe: my five monsters are Dragons (its change
    is the later one), my opponent's Elves stay Machines."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    guardian = table.monster(0, "Celtic Guardian")
    oxen = [table.monster(0, "Battle Ox") for _ in range(4)]
    elves = [table.monster(1, "Mystical Elf") for _ in range(5)]
    table.spell_trap(0, "D. Tribe")
    table.spell_trap(1, "DNA Surgery")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "D. Tribe", player=0)
    s.pick("activate", "DNA Surgery", player=1)
    s.answer([o for o in duel.request.options if o.label == "Option Machine"][0])
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    resolved = [e["name"] for e in duel.log if e["type"] == "resolve"]
    assert resolved == ["DNA Surgery", "D. Tribe"]
    assert [duel.race(m.card(duel)) for m in [guardian] + oxen] == ["Dragon"] * 5
    assert [duel.race(m.card(duel)) for m in elves] == ["Machine"] * 5
