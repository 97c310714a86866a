"""Cyber Harpie Lady (Effect Monster, Level 4 WIND Winged Beast, 1800 ATK): its name is always
"Harpie Lady"; it has no other effect.

Sources: the card's text, in our own words (yugioh-wiki.net 《ハーピィ・レディ・ＳＢ》: ルール上「ハーピィ・
レディ」として扱う, a rule of the card in every place, not an effect); it is not in the 2005 pool
(GOAT list): no era entry. The cards that name "Harpie Lady" see it as one: Elegant Egotist (its
condition, and the monster it summons from the Deck), Harpie's Pet Dragon (its count), Harpies'
Hunting Ground (its summon trigger: today's text targets 1 Spell/Trap)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _finish(s):
    """Pass the chain windows and answer the summon's questions until the Main Phase menu."""
    duel = s.duel
    while duel.request.kind != "idle":
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "select":
            s.answer(duel.request.options[0])
        elif kind == "option":
            s.pick("option", "Attack Position")
        else:
            raise AssertionError("unexpected request %s" % kind)


def test_cyber_harpie_lady_is_summoned_from_the_deck_by_elegant_egotist():
    """Q: I control a face-up Harpie Lady; my Deck holds Battle Ox and Cyber Harpie Lady; I activate
    Elegant Egotist. A: the only monster offered is Cyber Harpie Lady (a "Harpie Lady" in the
    Deck too); it is Special Summoned; Battle Ox stays in the Deck."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie Lady")
    table.hand(0, "Elegant Egotist")
    table.deck(0, ["Battle Ox", "Cyber Harpie Lady"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", request="idle")
    _pass(s)
    assert [o.name for o in duel.request.options if o.kind == "select"] == ["Cyber Harpie Lady"]
    _finish(s)
    assert field_monsters(duel, 0) == ["Harpie Lady", "Cyber Harpie Lady"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"] and grave(duel, 0) == ["Elegant Egotist"]


def test_cyber_harpie_lady_face_up_lets_elegant_egotist_be_activated():
    """Q: my only monster is a face-up Cyber Harpie Lady; a Harpie Lady is in my Deck. May I
    activate Elegant Egotist? A: yes (a face-up "Harpie Lady"); it summons the Harpie Lady."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Cyber Harpie Lady")
    table.hand(0, "Elegant Egotist")
    table.deck(0, ["Harpie Lady"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", request="idle")
    _finish(s)
    assert field_monsters(duel, 0) == ["Cyber Harpie Lady", "Harpie Lady"]


def test_cyber_harpie_lady_face_down_does_not_let_elegant_egotist_be_activated():
    """Q: my only monster is a Set (face-down) Cyber Harpie Lady. May I activate Elegant Egotist?
    A: no: Egotist asks for a face-up "Harpie Lady"."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Cyber Harpie Lady", position="set")
    table.hand(0, "Elegant Egotist")
    table.deck(0, ["Harpie Lady"])
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Elegant Egotist")


def test_cyber_harpie_lady_counts_for_harpies_pet_dragon():
    """Q: my opponent controls a face-up Cyber Harpie Lady, I control Harpie's Pet Dragon. A: the
    Dragon has 2000 + 300 = 2300 ATK (a "Harpie Lady" of either side); Cyber has 1800."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie's Pet Dragon")
    table.monster(1, "Cyber Harpie Lady")
    duel = table.build()
    assert [duel.atk(c) for c in duel.monsters(0)] == [2300]
    assert [duel.atk(c) for c in duel.monsters(1)] == [1800]


def test_cyber_harpie_lady_normal_summoned_starts_harpies_hunting_ground():
    """Q: (today's rules) Harpies' Hunting Ground is face-up; I Normal Summon Cyber Harpie Lady
    while my opponent has a Set Mirror Force. A: Hunting Ground's trigger targets Mirror Force and
    destroys it; Cyber has 1800 + 200 = 2000 ATK."""
    table = Table(turn=3, turn_player=0)
    table.field_spell(0, "Harpies' Hunting Ground")
    table.hand(0, "Cyber Harpie Lady")
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Cyber Harpie Lady", request="idle")
    s.pick("target", mirror, player=0, request="target")
    _pass(s)
    assert grave(duel, 1) == ["Mirror Force"] and duel.players[0].fzone is not None
    assert [duel.atk(c) for c in duel.monsters(0)] == [2000]
