"""The A. Forces (403847), Continuous Spell: each face-up Warrior its controller has gains 200 ATK
for every face-up Warrior or Spellcaster that player controls.

Sources, in our words: the card's text (LOD-027, 2003, and today's do the same: no ERAS entry);
the OCG text 《連合軍》 (per face-up Warrior or Spellcaster on your own field, every Warrior on your
field gains 200) and its review on aratamekai.hatenablog.com (the Spellcasters count but do not
gain): the count is of the controller's own face-up Warrior and Spellcaster monsters, the one
gaining included; the opponent's and face-down monsters count for nothing, only Warriors gain; the count follows the field as it changes (a continuous effect, seed 000 §永續效果),
so a monster taken with Snatch Steal counts for its new controller."""

from duelist.testing.scenario import Script, Table

AF = "The A. Forces"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def test_the_a_forces_counts_my_warriors_and_spellcasters():
    """Q: I control face-up Celtic Guardian (Warrior, 1400), Dark Magician (Spellcaster, 2500), Battle
    Ox (Beast-Warrior, 1700) and a Set Celtic Guardian; my opponent controls a face-up Celtic Guardian.
    I activate The A. Forces. A: 2 of my monsters count (Guardian and Magician): my face-up Guardian
    is 1800; Dark Magician (no Warrior) stays 2500, Battle Ox 1700; the opponent's Guardian 1400."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, AF)
    guardian = table.monster(0, "Celtic Guardian")
    dm = table.monster(0, "Dark Magician")
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian", position="set")
    theirs = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", AF)
    _pass_all(duel, s)
    assert [_atk(duel, r) for r in (guardian, dm, ox, theirs)] == [1800, 2500, 1700, 1400]


def test_the_a_forces_follows_the_field():
    """Q: The A. Forces is face-up; I control Celtic Guardian alone (1400 + 200 = 1600), then I Normal Summon Gemini Elf (Spellcaster). A: the count
    is 2 now: Celtic Guardian is 1800; Gemini Elf gains nothing (1900)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, AF, face_down=False)
    guardian = table.monster(0, "Celtic Guardian")
    table.hand(0, "Gemini Elf")
    duel = table.build()
    s = Script(duel)
    assert _atk(duel, guardian) == 1600
    s.pick("summon", "Gemini Elf")
    _pass_all(duel, s)
    elf = [c for c in duel.monsters(0) if c.name == "Gemini Elf"][0]
    assert _atk(duel, guardian) == 1800 and duel.atk(elf) == 1900


def test_the_a_forces_with_snatch_steal_on_a_spellcaster():
    """Q: my The A. Forces is face-up with my Celtic Guardian (1600 with it); I take my opponent's
    Dark Magician with Snatch Steal. A: Dark Magician is mine while Snatch Steal holds it, so it
    counts: Celtic Guardian is 1800."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, AF, face_down=False)
    guardian = table.monster(0, "Celtic Guardian")
    dm = table.monster(1, "Dark Magician")
    table.hand(0, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", dm)
    _pass_all(duel, s)
    assert dm.card(duel).controller == 0
    assert _atk(duel, guardian) == 1800
