"""Cyber Raider (39978267), a judge's second look (round 55m): which Equip Cards it may take.

Sources: the card's texts in our words (the 2005 print, Dark Crisis DCR-011: pick an Equip Card
equipped to a monster, destroy it or equip it to this card); Thousand-Eyes Restrict's 2005 text
(a face-down monster it absorbs stays face-down, giving 0 ATK/DEF: duelist/cards/kit.py
`absorb_effects`) and today's (it is turned face-up as an Equip Card). No ruling found for
either question the scripting round left open; each test below says the reading it follows:
- a face-down card in a Spell & Trap Zone shows no card kind, so an effect that names a kind
  ("an Equip Card") cannot pick it (the rule that lets "a Spell Card on the field" pass Set
  cards by);
- a taken Equip Spell that cannot equip Cyber Raider is equipped, then the rules destroy it as
  an Equip Card on a monster it cannot equip (the state checks), not Cyber Raider's effect."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

RAIDER = "Cyber Raider"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _restrict_holds_battle_ox(rules):
    """My opponent's Thousand-Eyes Restrict absorbs my Set Battle Ox in their turn; my turn
    comes with Cyber Raider in my hand."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="main1")
    table.hand(0, RAIDER)
    ter = table.monster(1, "Thousand-Eyes Restrict", summon_kind="fusion")
    ox = table.monster(0, "Battle Ox", position="set")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict", request="idle")
    s.pick("target", ox)
    _pass(duel, s)
    s.end_turn()
    _pass(duel, s)
    assert duel.turn == 5 and duel.request.kind == "idle"
    return duel, s, ter


def test_cyber_raider_passes_by_the_face_down_card_held_by_the_2005_restrict():
    """Q: (GOAT) my opponent's Thousand-Eyes Restrict holds my Set Battle Ox face-down (0 ATK);
    I Normal Summon Cyber Raider, with no other Equip Card on the field. A: a face-down card
    shows no card kind: it is not an Equip Card Cyber Raider can pick, so its effect is not
    activated; Restrict keeps holding it (our reading, no ruling found)."""
    duel, s, ter = _restrict_holds_battle_ox("GOAT")
    assert duel.atk(ter.card(duel)) == 0
    s.pick("summon", RAIDER, request="idle")
    _pass(duel, s)
    assert [e["name"] for e in of_type(duel, "chain") if e.get("name") == RAIDER] == []
    assert duel.request.kind == "idle" and grave(duel, 0) == []
    assert duel.atk(ter.card(duel)) == 0


def test_cyber_raider_destroys_the_monster_held_by_todays_restrict():
    """Q: (today's rules) Thousand-Eyes Restrict holds my Battle Ox face-up as an Equip Card
    (1700 ATK); I Normal Summon Cyber Raider and pick "destroy". A: it is an Equip Card equipped
    to a monster: Battle Ox goes to my GY and Restrict's ATK is back to 0."""
    duel, s, ter = _restrict_holds_battle_ox(None)
    assert duel.atk(ter.card(duel)) == 1700
    s.pick("summon", RAIDER, request="idle")
    s.pick("option", "Destroy the Equip Card")
    s.pick("target", "Battle Ox")
    _pass(duel, s)
    assert grave(duel, 0) == ["Battle Ox"]
    assert duel.atk(ter.card(duel)) == 0 and field_monsters(duel, 1) == ["Thousand-Eyes Restrict"]


def test_cyber_raider_takes_an_equip_spell_it_cannot_hold():
    """Q: (GOAT) my opponent's Celtic Guardian (a Warrior) holds Legendary Sword (Warriors only);
    I Normal Summon Cyber Raider (a Machine) and pick "equip it to this card". A: the Sword is
    moved to Cyber Raider, then the rules destroy it, an Equip Spell on a monster it cannot
    equip: it ends in its owner's GY, Celtic Guardian back to 1400, Cyber Raider 1400 (our
    reading, no ruling found)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, RAIDER)
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Legendary Sword", face_down=False, equipped_to=guardian)
    duel = table.build()
    s = Script(duel)
    assert duel.atk(guardian.card(duel)) == 1700
    s.pick("summon", RAIDER, request="idle")
    s.pick("option", "Equip it to Cyber Raider")
    s.pick("target", "Legendary Sword")
    _pass(duel, s)
    raider = [m for m in duel.monsters(0) if m.name == RAIDER][0]
    assert grave(duel, 1) == ["Legendary Sword"]
    assert duel.atk(guardian.card(duel)) == 1400 and duel.atk(raider) == 1400
    assert [e["reason"] for e in of_type(duel, "destroyed") if e["name"] == "Legendary Sword"] == ["rule"]


def test_cyber_raider_takes_snatch_steal_and_its_controller_takes_cyber_raider():
    """Q: my opponent took my Summoned Skull with Snatch Steal; I Normal Summon Cyber Raider and
    pick "equip it to this card" on Snatch Steal. A: the Equip Card stays my opponent's
    (yugioh-wiki.net 《サイバー・レイダー》: its control does not move), so Snatch Steal now gives
    them Cyber Raider, and Summoned Skull, no longer equipped, is mine again."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, RAIDER)
    skull = table.monster(0, "Summoned Skull")
    steal = table.spell_trap(1, "Snatch Steal", face_down=False, equipped_to=skull)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", RAIDER, request="idle")
    s.pick("option", "Equip it to Cyber Raider")
    s.pick("target", "Snatch Steal")
    _pass(duel, s)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == [RAIDER]
    assert steal.card(duel).location == "szone" and steal.card(duel).controller == 1


def test_cyber_raider_destroyed_in_chain_the_equip_card_stays():
    """Q: I Normal Summon Cyber Raider and pick "equip it to this card" on the Axe of Despair of
    my opponent's Battle Ox; they chain Trap Hole and destroy Cyber Raider. A: there is no Cyber
    Raider to equip: the Axe stays on Battle Ox (2700), in its zone (the effect does what it
    can: seed 000 §誘發效果, a trigger resolves though its monster left; an Equip Card cannot
    go to a monster no longer on the field)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, RAIDER)
    ox = table.monster(1, "Battle Ox")
    axe = table.spell_trap(1, "Axe of Despair", face_down=False, equipped_to=ox)
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", RAIDER, request="idle")
    s.pick("option", "Equip it to Cyber Raider")
    s.pick("target", "Axe of Despair")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", RAIDER)
    _pass(duel, s)
    assert grave(duel, 0) == [RAIDER] and grave(duel, 1) == ["Trap Hole"]
    assert duel.atk(ox.card(duel)) == 2700 and axe.card(duel).location == "szone"
