"""Maiden of the Aqua (17214465), Level 4 WATER Aqua, 700/2000: while it is face-up on the field,
the field is treated as "Umi"; not while a Field Spell is face-up.

Sources, read in our words: the card's texts (PGD-008, 2004, and today's: the field is "Umi"
while it is face-up; the effect is not applied while a Field Spell is on the field; no ERAS
entry); yugioh-wiki.net 《海神の巫女》 ("the field becomes Umi" means the same as "Umi is on the
field" for the cards that ask for one; Umi's own ATK/DEF changes do not apply; the Maiden is no
card named "Umi", so a cost that sends "Umi" cannot use it; either player's face-up Field Spell
stops it); Konami's OCG FAQ on 《海竜神－リバイアサン》 (the Maiden's effect is not the Maiden being
treated as "Umi", but a state where "Umi" is on the field). The engine fact: a continuous effect
tagged C.FIELD_IS_UMI, read by kit.umi_on_field, the one question of every "while Umi is on the
field" card (Tornado Wall, Torpedo Fish, The Legendary Fisherman: round 57k).
"""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

MAIDEN = "Maiden of the Aqua"
TW = "Tornado Wall"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _szone(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def _wall_table(maiden_face_up=True, field=None, field_player=1, extra=None, phase="battle_step"):
    """My opponent's turn; I control Maiden of the Aqua (face-up, or Set) and a Set Tornado Wall;
    their Battle Ox is ready to attack."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase=phase)
    table.maiden = table.monster(0, MAIDEN, position="attack" if maiden_face_up else "set")
    table.spell_trap(0, TW)
    if field:
        table.field_spell(field_player, field)
    foe = table.monster(1, "Battle Ox")
    if extra:
        extra(table)
    return table, foe


def test_maiden_of_the_aqua_lets_tornado_wall_be_activated_and_stop_the_damage():
    """Q: no Umi card is on the field, only my face-up Maiden of the Aqua; my opponent's Battle
    Ox attacks her (1700 vs 700 ATK) and I activate my Set Tornado Wall. A: the field is treated
    as Umi: the Wall may be activated, the Maiden is destroyed, I take no battle damage, and with
    the Maiden gone the field is no longer Umi: the Wall is destroyed too."""
    table, foe = _wall_table()
    duel = table.build()
    s = Script(duel)
    s.pick("attack", foe, target=MAIDEN, player=1)
    assert s.has("activate", TW)
    s.pick("activate", TW, player=0)
    _pass(duel, s)
    assert lp(duel) == (8000, 8000)
    assert sorted(grave(duel, 0)) == [MAIDEN, TW]


def test_maiden_of_the_aqua_face_down_is_no_umi():
    """Q: my Maiden of the Aqua is Set (face-down); my opponent's Battle Ox attacks her. A: a
    face-down monster applies nothing: Tornado Wall cannot be activated."""
    table, foe = _wall_table(maiden_face_up=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", foe, target=table.maiden, player=1)
    assert not s.has("activate", TW)


def test_maiden_of_the_aqua_not_applied_while_a_field_spell_is_face_up():
    """Q: my face-up Maiden of the Aqua, and my opponent's face-up Field Spell Yami (not Umi). A:
    the Maiden's effect is not applied: no Umi on the field, Tornado Wall cannot be activated."""
    table, foe = _wall_table(field="Yami")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", foe, target=MAIDEN, player=1)
    assert not s.has("activate", TW)


def test_maiden_of_the_aqua_gives_no_umi_stat_change():
    """Q: my face-up Maiden of the Aqua (an Aqua monster, 700/2000) and my opponent's face-up
    Torpedo Fish (a Fish) with no Field Spell. A: the field is only treated as Umi: Umi's +200
    applies to neither: 700/2000 and 1000/1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    maiden = table.monster(0, MAIDEN)
    fish = table.monster(1, "Torpedo Fish")
    duel = table.build()
    assert (duel.atk(maiden.card(duel)), duel.defense(maiden.card(duel))) == (700, 2000)
    assert (duel.atk(fish.card(duel)), duel.defense(fish.card(duel))) == (1000, 1000)


def test_maiden_of_the_aqua_shields_torpedo_fish_from_a_spell():
    """Q: I control a face-up Maiden of the Aqua and Torpedo Fish, no Field Spell; my opponent
    activates Dark Hole. A: the field is Umi as Dark Hole
    resolves: Torpedo Fish is unaffected and stays; the Maiden is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, MAIDEN)
    table.monster(0, "Torpedo Fish")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    _pass(duel, s)
    assert field_monsters(duel, 0) == ["Torpedo Fish"]
    assert grave(duel, 0) == [MAIDEN]


def test_maiden_of_the_aqua_under_skill_drain_is_no_umi():
    """Q: my face-up Maiden of the Aqua beside my Torpedo Fish; my opponent has a face-up Skill
    Drain (a Trap: no Field Spell) and activates Dark Hole. A: Skill Drain negates both effects:
    no Umi, no shield: both are destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, MAIDEN)
    table.monster(0, "Torpedo Fish")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    _pass(duel, s)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == [MAIDEN, "Torpedo Fish"]


def test_maiden_of_the_aqua_keeps_the_legendary_fisherman_from_being_attacked():
    """Q: I control The Legendary Fisherman and a face-up Maiden of the Aqua, no Field Spell; my
    opponent's Battle Ox attacks. A: the Fisherman cannot be attacked while the field is Umi:
    the Maiden is the only monster Battle Ox may attack."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "The Legendary Fisherman")
    table.monster(0, MAIDEN)
    table.monster(1, "Battle Ox")
    duel = table.build()
    targets = sorted(str(o.target_name if o.target != "player" else "player")
                     for o in duel.request.options if o.kind == "attack" and o.name == "Battle Ox")
    assert targets == [MAIDEN]


def test_maiden_of_the_aqua_is_no_umi_card_for_levia_dragon_daedalus():
    """Q: I control Levia-Dragon - Daedalus and a face-up Maiden of the Aqua, no Umi card. A: its
    cost sends a face-up "Umi" card to the GY: the Maiden is none, the effect is not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Levia-Dragon - Daedalus")
    table.monster(0, MAIDEN)
    duel = table.build()
    assert not Script(duel).has("activate", "Levia-Dragon - Daedalus")


def test_maiden_of_the_aqua_a_field_spell_activated_destroys_a_wall_she_kept():
    """Q: my face-up Maiden of the Aqua keeps my face-up Tornado Wall (no Umi card); in their
    Main Phase my opponent activates the Field Spell Yami. A: once Yami is face-up the Maiden's
    effect is not applied: no Umi: my Tornado Wall is destroyed; their Battle Ox's attack on the
    Maiden then deals me 1000."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, MAIDEN)
    table.spell_trap(0, TW, face_down=False)
    table.hand(1, "Yami")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert _szone(duel, 0) == [TW]
    s.pick("activate", "Yami", player=1)
    _pass(duel, s)
    assert grave(duel, 0) == [TW]
    s.pick("battle", player=1)
    _pass(duel, s)
    s.pick("attack", "Battle Ox", target=MAIDEN, player=1)
    _pass(duel, s)
    assert lp(duel) == (7000, 8000)
    assert sorted(grave(duel, 0)) == [MAIDEN, TW]
