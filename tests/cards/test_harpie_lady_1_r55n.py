"""Harpie Lady 1 (Effect Monster, Level 4 WIND Winged Beast): its name is always "Harpie Lady";
while it is face-up, every face-up WIND monster on the field gains 300 ATK.

Sources: the card's text, in our own words (the 2005 print, RDS-EN017, "this card's name is treated
as "Harpie Lady"", and today's "always treated as" do the same: no era entry). yugioh-wiki.net
《ハーピィ・レディ１》: the ATK boost is a continuous effect of the face-up monster for every WIND
monster of both players, itself included; the name is a rule of the card (ルール上「ハーピィ・レディ」
として扱う), not an effect, so a negation (Skill Drain) ends the boost and leaves the name. The cards
that name "Harpie Lady" see it as one in every place: Elegant Egotist (its condition and the monster
it summons from the Deck), Harpie's Pet Dragon (its count), Harpies' Hunting Ground (its summon
trigger); Skill Drain's text (the face-up monsters' effects are negated)."""

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


def _atk(duel, player):
    return [(c.name, duel.atk(c)) for c in duel.monsters(player)]


def test_harpie_lady_1_raises_every_face_up_wind_monster_of_both_players():
    """Q: I control a face-up Harpie Lady 1 and a Battle Ox (EARTH); my opponent a Harpie Lady
    (WIND). A: Harpie Lady 1 has 1600 ATK, the opponent's Harpie Lady 1600, Battle Ox 1700."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie Lady 1")
    table.monster(0, "Battle Ox")
    table.monster(1, "Harpie Lady")
    duel = table.build()
    assert _atk(duel, 0) == [("Harpie Lady 1", 1600), ("Battle Ox", 1700)]
    assert _atk(duel, 1) == [("Harpie Lady", 1600)]


def test_harpie_lady_1_face_down_raises_nothing():
    """Q: my Harpie Lady 1 is Set (face-down Defense); my opponent controls a face-up Harpie Lady.
    A: it has 1300 ATK: the boost needs Harpie Lady 1 face-up."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie Lady 1", position="set")
    table.monster(1, "Harpie Lady")
    duel = table.build()
    assert _atk(duel, 1) == [("Harpie Lady", 1300)]


def test_harpie_lady_1_is_a_harpie_lady_for_elegant_egotist_on_the_field_and_in_the_deck():
    """Q: my only face-up monster is Harpie Lady 1; my Deck holds another Harpie Lady 1 and a
    Battle Ox. May I activate Elegant Egotist, and what does it summon? A: yes; the Harpie Lady 1
    from the Deck (a "Harpie Lady" there too); each raises both: 1300 + 2 x 300 = 1900 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Harpie Lady 1")
    table.hand(0, "Elegant Egotist")
    table.deck(0, ["Battle Ox", "Harpie Lady 1"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", request="idle")
    _finish(s)
    assert _atk(duel, 0) == [("Harpie Lady 1", 1900), ("Harpie Lady 1", 1900)]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"] and grave(duel, 0) == ["Elegant Egotist"]


def test_harpie_lady_1_normal_summoned_starts_harpies_hunting_ground():
    """Q: (2005 rules) Harpies' Hunting Ground is face-up; I Normal Summon Harpie Lady 1 while my
    opponent has a Set Mirror Force. A: Hunting Ground's effect destroys Mirror Force (a "Harpie
    Lady" was summoned); Harpie Lady 1 has 1300 + 300 (its own WIND boost) + 200 = 1800 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Harpies' Hunting Ground")
    table.hand(0, "Harpie Lady 1")
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Harpie Lady 1", request="idle")
    _pass(s)
    s.pick("select", mirror, player=0, request="select")
    _pass(s)
    assert grave(duel, 1) == ["Mirror Force"] and duel.players[0].fzone is not None
    assert _atk(duel, 0) == [("Harpie Lady 1", 1800)]


def test_harpie_lady_1_counts_for_harpies_pet_dragon_and_raises_it():
    """Q: I control Harpie's Pet Dragon (WIND Dragon, 2000 ATK) and a face-up Harpie Lady 1.
    A: the Dragon has 2000 + 300 (one "Harpie Lady") + 300 (WIND) = 2600 ATK."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie's Pet Dragon")
    table.monster(0, "Harpie Lady 1")
    duel = table.build()
    assert _atk(duel, 0) == [("Harpie's Pet Dragon", 2600), ("Harpie Lady 1", 1600)]


def test_harpie_lady_1_under_skill_drain_loses_its_boost_and_keeps_its_name():
    """Q: my opponent has a face-up Skill Drain; I control Harpie's Pet Dragon and a face-up
    Harpie Lady 1, and activate Elegant Egotist with a Harpie Lady in my Deck. A: both monsters'
    effects are negated (1300 and 2000 ATK), but Harpie Lady 1's name is still "Harpie Lady" (a
    rule of the card, not an effect): Egotist can be activated and summons the Harpie Lady."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie's Pet Dragon")
    table.monster(0, "Harpie Lady 1")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Elegant Egotist")
    table.deck(0, ["Harpie Lady"])
    duel = table.build()
    assert _atk(duel, 0) == [("Harpie's Pet Dragon", 2000), ("Harpie Lady 1", 1300)]
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", request="idle")
    _finish(s)
    assert field_monsters(duel, 0) == ["Harpie's Pet Dragon", "Harpie Lady 1", "Harpie Lady"]
