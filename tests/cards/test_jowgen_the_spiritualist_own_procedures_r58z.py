"""Jowgen the Spiritualist and a monster's own summoning procedure (round 58z).

Sources, in our words: Jowgen's text (neither player can Special Summon while it is face-up) and
yugioh-wiki.net 《昇霊術師 ジョウゲン》 / yugioh-hack.com's Jowgen page: a Special Summon by a
summoning rule (Cyber Dragon, Chaos Sorcerer) is not made under it. Seed 000 §特殊召喚 (a
procedure that summons a monster "by its own method" is a Special Summon), §融合召喚 (a Fusion
needing no Polymerization is Special Summoned by its own procedure), §同調召喚 (a Synchro Summon is a
Special Summon): none is offered while Jowgen is face-up; a face-down Jowgen locks nothing."""

from duelist.testing.scenario import Script, Table

JOWGEN = "Jowgen the Spiritualist"


def _table(rules="GOAT", jowgen_position="attack"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(1, JOWGEN, position=jowgen_position)
    return table


def test_jowgen_no_black_luster_soldier_envoy_by_its_procedure():
    """Q: my opponent controls a face-up Jowgen; I hold Black Luster Soldier - Envoy of the
    Beginning with a LIGHT and a DARK monster in my GY. May I Special Summon it by banishing them?
    A: no; with the Jowgen Set instead, I may (and the two are banished)."""
    table = _table()
    table.hand(0, "Black Luster Soldier - Envoy of the Beginning")
    table.grave(0, "Mystical Elf", "Gravekeeper's Spy")
    assert not Script(table.build()).has("special_summon", "Black Luster Soldier - Envoy of the Beginning")
    table = _table(jowgen_position="set")
    table.hand(0, "Black Luster Soldier - Envoy of the Beginning")
    table.grave(0, "Mystical Elf", "Gravekeeper's Spy")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Black Luster Soldier - Envoy of the Beginning")
    for _ in range(6):
        kind = duel.request.kind
        if kind == "select":
            s.pick("select", first=True)
        elif kind == "option":
            s.pick("option", "Attack Position")
        elif kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            break
    assert [c.name for c in duel.monsters(0)] == ["Black Luster Soldier - Envoy of the Beginning"]
    assert sorted(c.name for c in duel.players[0].banished) == ["Gravekeeper's Spy", "Mystical Elf"]


def test_jowgen_no_cyber_dragon_by_its_procedure():
    """Q: my opponent controls a face-up Jowgen and I control no monster; I hold Cyber Dragon.
    A: its own Special Summon from the hand is not offered; with the Jowgen Set (still a monster
    my opponent controls), it is."""
    for position, offered in (("attack", False), ("set", True)):
        table = _table(jowgen_position=position)
        table.hand(0, "Cyber Dragon")
        assert Script(table.build()).has("special_summon", "Cyber Dragon") is offered, position


def test_jowgen_set_leaves_chaos_sorcerer_its_procedure():
    """Q: my opponent's Jowgen is Set; I hold Chaos Sorcerer with a LIGHT and a DARK monster in
    my GY. A: a face-down Jowgen applies nothing: the procedure is offered."""
    table = _table(jowgen_position="set")
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", "Gravekeeper's Spy")
    assert Script(table.build()).has("special_summon", "Chaos Sorcerer")


def test_jowgen_no_contact_fusion_from_the_extra_deck():
    """Q: (current rules) my opponent controls a face-up Jowgen; I control Cyber Dragon and
    Mechanicalchaser, Chimeratech Fortress Dragon in my Extra Deck. May I summon it by sending
    them (its own procedure, no Polymerization)? A: no; without Jowgen face-up I may."""
    for position, offered in (("attack", False), ("set", True)):
        table = _table("MR5", jowgen_position=position)
        table.monster(0, "Cyber Dragon")
        table.monster(0, "Mechanicalchaser")
        table.extra(0, "Chimeratech Fortress Dragon")
        assert Script(table.build()).has("special_summon", "Chimeratech Fortress Dragon") is offered, position


def test_jowgen_no_synchro_summon():
    """Q: (current rules) my opponent controls a face-up Jowgen; I control Junk Synchron and
    Mystical Shine Ball, Junk Warrior in my Extra Deck. A: no Synchro Summon is offered (it is a
    Special Summon); with Jowgen Set, it is."""
    for position, offered in (("attack", False), ("set", True)):
        table = _table("MR5", jowgen_position=position)
        table.monster(0, "Junk Synchron")
        table.monster(0, "Mystical Shine Ball")
        table.extra(0, "Junk Warrior")
        assert Script(table.build()).has("synchro_summon", "Junk Warrior") is offered, position
