"""Harpies' Hunting Ground: Field Spell; face-up Winged Beast monsters gain 200 ATK/DEF; when a
"Harpie Lady" or "Harpie Lady Sisters" is Normal or Special Summoned, 1 Spell/Trap on the field is
destroyed (a mandatory effect).

Sources: the card's texts, in our words: the 2005 print (RDS-EN038, quoted by Pojo's Card of the
Day of 2005-01-03 and cogonline.net) "destroy 1 Spell or Trap card on the field" (no target, so
here picked as it resolves: a text without "select"; round 55q: the first OCG text, quoted
by yugioh-wiki.net's page history of 《ハーピィの狩場》, also destroys 1 Spell/Trap with no
選択, so the 2005 effect did not target); today's OCG text
(yugioh-wiki.net 《ハーピィの狩場》) makes it a trigger that targets 1 Spell/Trap. Both: it is
mandatory, so with no other Spell/Trap on the field it destroys itself (yugioh-wiki.net: 強制効果;
cogonline.net's review of RDS-EN038); a Flip Summon is no Normal or Special Summon; Imperial
Order negates the effects of Spell Cards on the field (its text)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _atk(duel, player, name):
    return [duel.atk(c) for c in duel.monsters(player) if c.name == name]


def _table(rules="MR5"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(0, "Harpies' Hunting Ground")
    return table


def test_harpies_hunting_ground_raises_winged_beasts_of_both_players():
    """Q: with Hunting Ground face-up, what ATK do my Harpie Lady (Winged Beast, 1300), my
    opponent's Harpie Lady and my Battle Ox (Beast-Warrior, 1700) have? A: 1500, 1500 and 1700;
    the Harpies' DEF is 1600."""
    table = _table()
    table.monster(0, "Harpie Lady")
    table.monster(0, "Battle Ox")
    table.monster(1, "Harpie Lady")
    duel = table.build()
    assert _atk(duel, 0, "Harpie Lady") == [1500] and _atk(duel, 1, "Harpie Lady") == [1500]
    assert _atk(duel, 0, "Battle Ox") == [1700]
    assert [duel.defense(c) for c in duel.monsters(1)] == [1600]


def test_harpies_hunting_ground_destroys_a_targeted_spell_trap_on_a_normal_summon():
    """Q: I Normal Summon Harpie Lady; my opponent has a Set card. A: Hunting Ground's effect
    targets the Set card and destroys it; Hunting Ground stays."""
    table = _table()
    table.hand(0, "Harpie Lady")
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Harpie Lady", request="idle")
    s.pick("target", mirror, player=0, request="target")
    _pass(s)
    assert grave(duel, 1) == ["Mirror Force"] and duel.players[0].fzone is not None
    assert _atk(duel, 0, "Harpie Lady") == [1500]


def test_harpies_hunting_ground_destroys_itself_when_no_other_spell_trap():
    """Q: I Normal Summon Harpie Lady and no other Spell/Trap is on the field. A: the effect is
    mandatory: Hunting Ground must destroy itself (and the Harpie Lady is back to 1300)."""
    table = _table()
    table.hand(0, "Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Harpie Lady", request="idle")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Harpies' Hunting Ground"]
    assert not any(o.kind in ("no", "done") for o in duel.request.options)
    s.pick("target", "Harpies' Hunting Ground")
    _pass(s)
    assert grave(duel, 0) == ["Harpies' Hunting Ground"] and _atk(duel, 0, "Harpie Lady") == [1300]


def test_harpies_hunting_ground_special_summon_of_the_sisters_counts():
    """Q: Elegant Egotist Special Summons Harpie Lady Sisters. A: Hunting Ground's effect starts:
    my opponent's Set card is destroyed; the Sisters have 2150 ATK."""
    table = _table()
    table.monster(0, "Harpie Lady")
    table.hand(0, "Elegant Egotist", "Harpie Lady Sisters")
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", request="idle")
    _pass(s)
    s.pick("select", "Harpie Lady Sisters")
    s.pick("option", "Attack Position")
    s.pick("target", mirror, player=0)
    _pass(s)
    assert grave(duel, 1) == ["Mirror Force"] and _atk(duel, 0, "Harpie Lady Sisters") == [2150]


def test_harpies_hunting_ground_flip_summon_does_not_count():
    """Q: I Flip Summon my Set Harpie Lady. A: no effect: a Flip Summon is neither a Normal nor a
    Special Summon; my opponent's Set card stays."""
    table = _table()
    table.monster(0, "Harpie Lady", position="set")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Harpie Lady", request="idle")
    _pass(s)
    assert duel.request.kind == "idle" and grave(duel, 1) == []
    assert _atk(duel, 0, "Harpie Lady") == [1500]


def test_harpies_hunting_ground_other_monsters_do_not_count():
    """Q: I Normal Summon Battle Ox. A: no effect; my opponent's Set card stays."""
    table = _table()
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", request="idle")
    _pass(s)
    assert duel.request.kind == "idle" and grave(duel, 1) == []


def test_harpies_hunting_ground_under_imperial_order():
    """Q: (Goat) Imperial Order is face-up; I Normal Summon Harpie Lady. A: Hunting Ground's
    effects are negated: no destruction, and Harpie Lady keeps 1300 ATK."""
    table = _table("GOAT")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.hand(0, "Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Harpie Lady", request="idle")
    _pass(s)
    assert duel.request.kind == "idle" and grave(duel, 1) == [] and grave(duel, 0) == []
    assert _atk(duel, 0, "Harpie Lady") == [1300]


def test_harpies_hunting_ground_2005_picks_the_card_as_it_resolves():
    """Q: (Goat, the 2005 text) I Normal Summon Harpie Lady; my opponent has a Set card. A: the
    effect targets nothing as it is activated (no target request); I pick the card to destroy as
    it resolves, from every Spell/Trap on the field."""
    table = _table("GOAT")
    table.hand(0, "Harpie Lady")
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Harpie Lady", request="idle")
    assert duel.request.kind != "target"
    _pass(s)
    assert len([o for o in duel.request.options if o.kind == "select"]) == 2
    s.pick("select", mirror, player=0, request="select")
    _pass(s)
    assert grave(duel, 1) == ["Mirror Force"] and field_monsters(duel, 0) == ["Harpie Lady"]


def test_harpies_hunting_ground_2005_the_opponents_harpie_starts_it_too():
    """Q: (Goat) I control Hunting Ground and a Set Mirror Force; my opponent Normal Summons
    Harpie Lady in their turn. A: my Hunting Ground's effect starts; I pick the card it destroys
    (here Hunting Ground itself, keeping my Mirror Force)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.field_spell(0, "Harpies' Hunting Ground")
    table.spell_trap(0, "Mirror Force")
    table.hand(1, "Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Harpie Lady", player=1, request="idle")
    _pass(s)
    s.pick("select", "Harpies' Hunting Ground", player=0, request="select")
    _pass(s)
    assert grave(duel, 0) == ["Harpies' Hunting Ground"] and duel.players[0].szone[0] is not None


def test_harpies_hunting_ground_the_summoning_player_picks_the_target_today():
    """Q: (today's text) I control Hunting Ground and a Set Mirror Force; my opponent Normal
    Summons Harpie Lady. A: my opponent activates the effect and targets a Spell/Trap on the
    field (my Mirror Force)."""
    table = Table(turn=4, turn_player=1)
    table.field_spell(0, "Harpies' Hunting Ground")
    mirror = table.spell_trap(0, "Mirror Force")
    table.hand(1, "Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Harpie Lady", player=1, request="idle")
    s.pick("target", mirror, player=1, request="target")
    _pass(s)
    assert grave(duel, 0) == ["Mirror Force"]


def test_harpies_hunting_ground_gone_in_chain_destroys_nothing():
    """Q: I Normal Summon Harpie Lady; Hunting Ground's effect targets my opponent's Set Mirror
    Force; my opponent chains their Set Mystical Space Typhoon on Hunting Ground. A: the Typhoon
    destroys Hunting Ground first; its effect then does nothing (a Field Spell's effect needs the
    card still on the field, seed 000 §場地魔法): Mirror Force stays."""
    table = _table()
    table.hand(0, "Harpie Lady")
    mirror = table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Harpie Lady", request="idle")
    s.pick("target", mirror, player=0, request="target")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Harpies' Hunting Ground", player=1)
    _pass(s)
    assert grave(duel, 0) == ["Harpies' Hunting Ground"] and grave(duel, 1) == ["Mystical Space Typhoon"]
    assert mirror.card(duel).location == "szone" and _atk(duel, 0, "Harpie Lady") == [1300]
