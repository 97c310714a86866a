"""Burst Breath (80163754), Normal Trap: Tribute 1 Dragon you control as its cost; destroy the
monsters whose DEF is at most the Tributed Dragon's ATK.

Sources, in our words: yugioh-wiki.net 《バーストブレス》 (the text up to 2011: Tribute a Dragon on your
field, destroy all *face-up* monsters with DEF less than or equal to its ATK; the SD22 text on:
all monsters on the field; the Tribute is the activation's cost, so a Dragon about to be removed
may be Tributed in answer ("sacrifice escape"); a face-down Dragon may be Tributed; the effect
reaches the activating player's own monsters too). The Struggle of Chaos-era text ("destroy all
face-up monsters": our reading of the 2005 English print from the OCG text of then) is the 2005
one: an ERAS entry, tested under both presets. The Dragon's ATK is the one it had on the field
as it was Tributed (our reading of "the Tributed monster's ATK")."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

BB = "Burst Breath"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _activate(s, dragon, player=0):
    s.pick("activate", BB, player=player)
    if s.duel.request.kind == "select":
        s.pick("select", dragon, player=player)
    _pass(s)


def _table(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, BB)
    return table


def test_burst_breath_destroys_every_face_up_monster_with_low_enough_def():
    """Q: I Tribute Koumori Dragon (1500 ATK) for Burst Breath. My opponent has Battle Ox (DEF 1000),
    Beaver Warrior (DEF 1500) and Mystical Elf (DEF 2000); I also control Celtic Guardian (DEF 1200).
    A: Ox, Beaver Warrior (equal counts) and my own Guardian are destroyed; the Elf stays."""
    table = _table()
    koumori = table.monster(0, "Koumori Dragon")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.monster(1, "Beaver Warrior")
    elf = table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    _activate(s, koumori)
    assert sorted(grave(duel, 0)) == [BB, "Celtic Guardian", "Koumori Dragon"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Beaver Warrior"]
    assert elf.card(duel).location == "mzone"


def test_burst_breath_2005_text_spares_face_down_monsters():
    """Q (GOAT): I Tribute Blue-Eyes White Dragon (3000 ATK); my opponent has a face-up Mystical Elf
    and a face-down Giant Soldier of Stone (DEF 2000 each). A: only the face-up Elf is destroyed:
    the 2005 text destroys face-up monsters."""
    table = _table("GOAT")
    bewd = table.monster(0, "Blue-Eyes White Dragon")
    table.monster(1, "Mystical Elf")
    soldier = table.monster(1, "Giant Soldier of Stone", position="set")
    duel = table.build()
    _activate(Script(duel), bewd)
    assert grave(duel, 1) == ["Mystical Elf"] and soldier.card(duel).location == "mzone"


def test_burst_breath_todays_text_destroys_face_down_monsters_too():
    """Q (today's rules): the same field. A: both are destroyed: today's text destroys every
    monster on the field with that DEF or less, face-down ones included."""
    table = _table("MR5")
    bewd = table.monster(0, "Blue-Eyes White Dragon")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Giant Soldier of Stone", position="set")
    duel = table.build()
    _activate(Script(duel), bewd)
    assert sorted(grave(duel, 1)) == ["Giant Soldier of Stone", "Mystical Elf"]


def test_burst_breath_needs_a_dragon_to_tribute():
    """Q: I control only Battle Ox (a Beast-Warrior); may I activate Burst Breath? A: no: its cost
    Tributes a Dragon; with a face-down Koumori Dragon I may (a face-down Dragon is still one)."""
    table = _table()
    table.monster(0, "Battle Ox")
    assert not Script(table.build()).has("activate", BB)
    table = _table()
    table.monster(0, "Koumori Dragon", position="set")
    assert Script(table.build()).has("activate", BB)


def test_burst_breath_tributes_a_dragon_in_answer_to_fissure():
    """Q: my opponent activates Fissure, which would destroy my Blue-Eyes White Dragon (their field
    is empty of face-up monsters but a Mystical Elf). I chain Burst Breath, Tributing Blue-Eyes.
    A: Blue-Eyes is Tributed (a cost), the Elf (DEF 2000) is destroyed by Burst Breath, and Fissure
    finds no face-up monster of mine left: it destroys nothing more."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, BB)
    bewd = table.monster(0, "Blue-Eyes White Dragon")
    table.monster(1, "Mystical Elf", position="defense")
    table.hand(1, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    s.pick("activate", BB, player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", bewd, player=0)
    _pass(s)
    assert sorted(grave(duel, 0)) == ["Blue-Eyes White Dragon", BB]
    assert sorted(grave(duel, 1)) == ["Fissure", "Mystical Elf"]
