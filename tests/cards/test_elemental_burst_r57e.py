"""Elemental Burst (61411502), Normal Trap: Tribute 1 WIND, 1 WATER, 1 FIRE and 1 EARTH monster
you control as the cost; destroy every card your opponent controls.

Sources, in our words: the card's text (FET-EN059, 2005; today's the same: no ERAS entry);
yugioh-wiki.net 《エレメンタルバースト》: the four Tributes are the cost of the activation, one
monster for each Attribute (a monster cannot count for two), and it destroys only the opponent's
cards (face-up or Set, monsters and Spells/Traps). Seed 000 §效果分類 (a cost is paid as the card is
activated, so a negated Elemental Burst keeps its Tributes in the GY); Magic Drain / Solemn
Judgment: seed 000 §反擊陷阱."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

EB = "Elemental Burst"
FOUR = ["Harpie Lady", "7 Colored Fish", "Flame Manipulator", "Battle Ox"]     # WIND WATER FIRE EARTH


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="GOAT", mine=FOUR, theirs=True):
    table = Table(rules=rules, turn=3, turn_player=0)
    for name in mine:
        table.monster(0, name)
    table.spell_trap(0, EB)
    if theirs:
        table.monster(1, "Summoned Skull")
        table.monster(1, "Mystical Elf", position="set")
        table.spell_trap(1, "Waboku")
        table.field_spell(1, "Umi")
    return table


def _activate(duel, s, tributes=FOUR):
    s.pick("activate", EB)
    for name in tributes:
        s.pick("select", name)


def test_elemental_burst_destroys_every_card_of_the_opponent():
    """Q: I Tribute my Harpie Lady (WIND), 7 Colored Fish (WATER), Flame Manipulator (FIRE) and
    Battle Ox (EARTH) for Elemental Burst; the opponent has Summoned Skull, a Set Mystical Elf, a
    Set Waboku and the Field Spell Umi. A: all four of their cards are destroyed; my four monsters
    are in my GY as the cost (both texts)."""
    for rules in ("MR5", "GOAT"):
        duel = _table(rules).build()
        s = Script(duel)
        _activate(duel, s)
        assert sorted(grave(duel, 0)) == sorted(FOUR), rules      # paid before anything resolves
        _pass_all(duel, s)
        assert sorted(grave(duel, 1)) == sorted(["Summoned Skull", "Mystical Elf", "Waboku", "Umi"]), rules
        assert sorted(grave(duel, 0)) == sorted(FOUR + [EB]), rules
        assert field_monsters(duel, 0) == [] and duel.players[1].fzone is None, rules


def test_elemental_burst_needs_all_four_attributes():
    """Q: I control WIND, WATER, FIRE and a second FIRE monster but no EARTH one. A: the cost
    cannot be paid: Elemental Burst cannot be activated."""
    duel = _table(mine=["Harpie Lady", "7 Colored Fish", "Flame Manipulator", "Flame Manipulator"]).build()
    assert not Script(duel).has("activate", EB)


def test_elemental_burst_needs_a_card_on_the_opponents_side():
    """Q: I have the four Attributes but my opponent controls no card. A: it would destroy
    nothing: it cannot be activated."""
    duel = _table(theirs=False).build()
    assert not Script(duel).has("activate", EB)


def test_elemental_burst_leaves_my_other_cards():
    """Q: I control a fifth monster, Celtic Guardian (EARTH), besides the four I Tribute. A: only
    the opponent's cards are destroyed: my Celtic Guardian stays, and the Tributes were the four I
    chose."""
    duel = _table(mine=FOUR[:3] + ["Celtic Guardian", "Battle Ox"]).build()
    s = Script(duel)
    _activate(duel, s)
    _pass_all(duel, s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert "Celtic Guardian" not in grave(duel, 0) and len(grave(duel, 1)) == 4


def test_elemental_burst_negated_by_solemn_judgment_keeps_the_cost_paid():
    """Q: I activate Elemental Burst, Tributing my four monsters; the opponent chains Solemn
    Judgment. A: the activation is negated and Elemental Burst destroyed; the Tributes were the cost
    and stay in my GY; the opponent's other cards stay and they paid half their LP."""
    table = _table()
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    _activate(duel, s)
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == sorted(FOUR + [EB])
    assert grave(duel, 1) == ["Solemn Judgment"] and duel.players[1].lp == 4000
    assert sorted(field_monsters(duel, 1)) == ["Mystical Elf", "Summoned Skull"]
