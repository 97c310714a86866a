"""A Set card activated in answer to the card that would destroy it (Mystical Space Typhoon,
Heavy Storm) as Goat players play it (the GOAT preset).

The chain resolves last in, first out (seed 004 §连锁和咒文速度: the last link resolves first): the Set card's
effect resolves first, and the destroying card finds it face-up afterwards. Call of the
Haunted revives its monster, then is destroyed, and its effect that destroys the monster when
Call leaves the field takes the monster with it (Call of the Haunted's rulings on the yugioh
wiki, Starlight Road entry: the monster is destroyed "by the effect of Call of the Haunted",
not by the Mystical Space Typhoon that destroyed Call). A Quick-Play Spell such as Scapegoat
chained to the Typhoon that targeted it resolves and goes to the GY before the Typhoon
resolves: the Typhoon's target is gone and it does nothing, so the Sheep Tokens stay
(Scapegoat's use as an answer to Spell/Trap removal, tbones9119's essay on oocities)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _call_set(destroyer, p1_more=(), revived="Summoned Skull"):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, destroyer)
    call = table.spell_trap(1, "Call of the Haunted")
    for name in p1_more:
        table.spell_trap(1, name)
    table.grave(1, revived)
    duel = table.build()
    return duel, Script(duel), call


def test_call_of_the_haunted_chained_to_mystical_space_typhoon_revives_then_takes_its_monster_down():
    """Q: I target my opponent's Set Call of the Haunted with Mystical Space Typhoon; they chain
    it and revive Summoned Skull. What is left? A: Call resolves first (Summoned Skull comes back), then the
    Typhoon destroys Call, and Summoned Skull is destroyed with it: both in the GY."""
    duel, s, call = _call_set("Mystical Space Typhoon")
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", call)
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Call of the Haunted", "Summoned Skull"]
    assert grave(duel, 0) == ["Mystical Space Typhoon"]


def test_a_jinzo_revived_by_call_of_the_haunted_chained_to_the_typhoon_stays():
    """Q: the same, but Call revives Jinzo: A: face-up Jinzo negates the effects of Trap Cards
    on the field, Call's destruction of its monster when Call leaves among them, so Jinzo
    stays when the Typhoon destroys Call (Call of the Haunted / Jinzo rulings)."""
    duel, s, call = _call_set("Mystical Space Typhoon", revived="Jinzo")
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", call)
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Jinzo", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Jinzo"]
    assert grave(duel, 1) == ["Call of the Haunted"]


def test_call_of_the_haunted_chained_to_heavy_storm_revives_then_takes_its_monster_down():
    """Q: my opponent chains Call of the Haunted to my Heavy Storm: does the revived monster
    survive the Storm? A: no: Heavy Storm destroys the face-up Call with every other
    Spell/Trap, and Call's monster is destroyed with it."""
    duel, s, call = _call_set("Heavy Storm", p1_more=("Sakuretsu Armor",))
    s.pick("activate", "Heavy Storm")
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Call of the Haunted", "Sakuretsu Armor", "Summoned Skull"]


def test_scapegoat_chained_to_the_typhoon_that_targets_it_keeps_its_tokens():
    """Q: I target my opponent's Set Scapegoat with Mystical Space Typhoon and they chain it:
    A: Scapegoat resolves first (four Sheep Tokens) and goes to the GY; the Typhoon's target is
    gone, so it destroys nothing and the tokens stay."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    goat = table.spell_trap(1, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", goat)
    s.pick("activate", "Scapegoat", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Sheep Token"] * 4
    assert grave(duel, 1) == ["Scapegoat"] and grave(duel, 0) == ["Mystical Space Typhoon"]
