"""The Sanctuary in the Sky (56433456), Field Spell: the battle damage the controller of a face-up
Fairy monster would take from a battle that Fairy is in becomes 0; the monsters are still
destroyed and the opponent still takes battle damage.

Sources: the card's text in our words (the 2005 TCG text, AST-042, and today's say the same:
a Fairy's controller takes no battle damage from that Fairy's battles; no ERAS entry); yugioh-wiki.net 《天空の聖域》: piercing damage to a
Defense Position Fairy is battle damage too, so it also becomes 0; Pojo's card of the day
(2004-06-14): the Fairy is still destroyed, only the damage is prevented. It applies to both
players' Fairies (the text names "the controller of a Fairy", not "you")."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_the_sanctuary_in_the_sky_fairy_attacked_takes_no_damage_and_still_floats():
    """Q: under my Sanctuary in the Sky my opponent's Mad Dog of Darkness (1900) attacks my Shining
    Angel (Fairy, 1400). A: the Angel is destroyed, I take no battle damage (500 would have been
    due), and the Angel's effect still Special Summons a LIGHT monster from my Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, "The Sanctuary in the Sky")
    angel = table.monster(0, "Shining Angel")
    table.monster(1, "Mad Dog of Darkness")
    table.deck(0, ["Ray & Temperature", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mad Dog of Darkness", target=angel, player=1, request="battle")
    while duel.request.kind in ("chain", "yes_no", "select", "order"):
        kind = duel.request.kind
        if kind == "chain" and s.has("activate", "Shining Angel"):
            s.pick("activate", "Shining Angel", player=0)
        elif kind == "select":
            s.pick("select", "Ray & Temperature", player=0)
        elif kind == "yes_no":
            s.pick("yes", player=0)
        else:
            s.pick("pass")
    assert duel.players[0].lp == 8000
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(0, 500)]
    assert grave(duel, 0) == ["Shining Angel"] and field_monsters(duel, 0) == ["Ray & Temperature"]


def test_the_sanctuary_in_the_sky_fairy_attacking_a_stronger_monster():
    """Q: under my opponent's Sanctuary in the Sky, my opponent's Dunames Dark Witch (Fairy, 1800)
    attacks my Mad Dog of Darkness (1900). A: the Witch is destroyed and its controller takes no
    damage: the Sanctuary protects any Fairy's controller, whoever controls the Field Spell."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, "The Sanctuary in the Sky")
    table.monster(1, "Dunames Dark Witch")
    dog = table.monster(0, "Mad Dog of Darkness")
    duel = table.build()
    Script(duel).pick("attack", "Dunames Dark Witch", target=dog, player=1, request="battle")
    assert grave(duel, 1) == ["Dunames Dark Witch"] and field_monsters(duel, 0) == ["Mad Dog of Darkness"]
    assert duel.players[1].lp == 8000 and duel.players[0].lp == 8000


def test_the_sanctuary_in_the_sky_the_fairys_opponent_still_takes_damage():
    """Q: under my Sanctuary in the Sky my Dunames Dark Witch (Fairy, 1800) attacks my opponent's
    Celtic Guardian (1400). A: the Sanctuary stops only the Fairy controller's damage: the
    Guardian is destroyed and my opponent takes the 400."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "The Sanctuary in the Sky")
    table.monster(0, "Dunames Dark Witch")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    Script(duel).pick("attack", "Dunames Dark Witch", target=guardian, request="battle")
    assert grave(duel, 1) == ["Celtic Guardian"] and duel.players[1].lp == 7600


def test_the_sanctuary_in_the_sky_does_not_cover_a_battle_without_a_fairy():
    """Q: under my Sanctuary in the Sky my opponent's Mad Dog of Darkness (1900) attacks my Celtic
    Guardian (Warrior, 1400) while my Shining Angel (Fairy) stands beside it. A: the battle holds
    no Fairy: I take 500."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, "The Sanctuary in the Sky")
    table.monster(0, "Shining Angel")
    guardian = table.monster(0, "Celtic Guardian")
    table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    Script(duel).pick("attack", "Mad Dog of Darkness", target=guardian, player=1, request="battle")
    assert duel.players[0].lp == 7500 and grave(duel, 0) == ["Celtic Guardian"]


def test_the_sanctuary_in_the_sky_stops_piercing_damage_to_a_set_fairy():
    """Q: under my Sanctuary in the Sky my opponent's Airknight Parshath (1900, piercing) attacks my
    Set Shining Angel (Fairy, 800 DEF). A: the Angel is flipped face-up (a Fairy at damage
    calculation) and destroyed; the 1100 piercing damage to me becomes 0, and Airknight's "when
    it inflicts battle damage: draw" does not happen (no damage was inflicted)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, "The Sanctuary in the Sky")
    angel = table.monster(0, "Shining Angel", position="set")
    table.monster(1, "Airknight Parshath")
    table.deck(1, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Airknight Parshath", target=angel, player=1, request="battle")
    while duel.request.kind in ("chain", "yes_no"):
        s.pick("no" if duel.request.kind == "yes_no" else "pass")
    assert duel.players[0].lp == 8000 and grave(duel, 0) == ["Shining Angel"]
    assert [c.name for c in duel.players[1].hand] == []


def test_the_sanctuary_in_the_sky_negated_by_imperial_order():
    """Q: my opponent's Imperial Order is face-up when my Shining Angel (1400) is attacked by Mad
    Dog of Darkness (1900) under my Sanctuary in the Sky. A: Imperial Order negates the Field
    Spell's effect: I take the 500."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.field_spell(0, "The Sanctuary in the Sky")
    angel = table.monster(0, "Shining Angel")
    table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mad Dog of Darkness", target=angel, player=1, request="battle")
    while duel.request.kind in ("chain", "yes_no"):
        s.pick("no" if duel.request.kind == "yes_no" else "pass")
    assert duel.players[0].lp == 7500 and grave(duel, 0) == ["Shining Angel"]
