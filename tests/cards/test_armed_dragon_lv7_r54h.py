"""Armed Dragon LV7: cannot be Normal Summoned or Set; only Armed Dragon LV5's effect can Special
Summon it; send 1 monster from the hand to the GY (a cost) to destroy every face-up monster the
opponent controls whose ATK is at most the sent monster's ATK.

Sources: the card's text (SOD 2005: "can only be Special Summoned by the effect of Armed Dragon
LV5"; today's: "must be Special Summoned with Armed Dragon LV5 and cannot be Special Summoned by
other ways": the same, in our words): yugioh-wiki.net 《アームド・ドラゴン LV7》 「アームド・ドラゴン
LV5」の効果でのみ特殊召喚できる -- so no other effect (Monster Reborn) Special Summons it, even
after LV5 summoned it once (seed 000 §召喚條件, "only by ..." as Exodia Necross). The
destruction does not target (all of them); a face-down monster shows no ATK and stays."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_armed_dragon_lv7_destroys_every_face_up_monster_up_to_the_sent_atk():
    """Q: I send Mad Dog of Darkness (1900). My opponent has Battle Ox (1700), Celtic Guardian
    (1400), Summoned Skull (2500) and a face-down Hitotsu-Me Giant. A: Battle Ox and Celtic
    Guardian are destroyed; Summoned Skull and the face-down monster stay."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Armed Dragon LV7", summon_kind="proc")
    table.hand(0, "Mad Dog of Darkness")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Hitotsu-Me Giant", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Armed Dragon LV7")
    s.pick("select", "Mad Dog of Darkness", player=0)
    _resolve(s)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian"]
    assert sorted(field_monsters(duel, 1)) == ["Hitotsu-Me Giant", "Summoned Skull"]
    assert grave(duel, 0) == ["Mad Dog of Darkness"]


def test_armed_dragon_lv7_needs_a_monster_whose_atk_reaches_one():
    """Q: My hand holds Hitotsu-Me Giant (1200) against a lone Battle Ox (1700). A: the effect
    cannot be activated: it would destroy nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Armed Dragon LV7", summon_kind="proc")
    table.hand(0, "Hitotsu-Me Giant")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Armed Dragon LV7")


def test_armed_dragon_lv7_cannot_be_normal_summoned_or_set():
    """Q: Armed Dragon LV7 is in my hand with two monsters to Tribute. A: neither a Summon nor a
    Set is offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Armed Dragon LV7")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Armed Dragon LV7") and not s.has("set", "Armed Dragon LV7")


def test_armed_dragon_lv7_is_never_revived_by_monster_reborn():
    """Q: My Armed Dragon LV7, Special Summoned by LV5's effect (properly), was destroyed and is in
    my GY. May Monster Reborn bring it back? A: no: only LV5's effect can Special Summon it; with
    no other monster in a GY, Monster Reborn cannot even be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    lv7 = table.grave(0, "Armed Dragon LV7")
    table.properly_summoned(lv7)
    table.hand(0, "Monster Reborn")
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")



def test_armed_dragon_lv7_is_no_monster_reborn_target():
    """Q: Armed Dragon LV7 and Battle Ox are in my GY and I activate Monster Reborn. A: only Battle
    Ox may be targeted."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    lv7 = table.grave(0, "Armed Dragon LV7")
    table.properly_summoned(lv7)
    table.grave(0, "Battle Ox")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    assert [o.name for o in s.options("target")] == ["Battle Ox"]
