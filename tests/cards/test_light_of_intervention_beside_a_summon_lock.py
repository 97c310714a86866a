"""Under Light of Intervention a monster that would be Set is Normal Summoned face-up in
Defense Position instead, so a player who may not Summon may not Set a monster either: the
Set would be a Summon (seed 000 §通常召喚: "表側表示通常召喚稱作『召喚』"; Light of Intervention's
rulings, yugioh-wiki.net 《聖なる輝き》: the monster is Normal Summoned). Scapegoat's rule (no
Summon that turn, a Set still allowed) and The Last Warrior from Another Planet ("neither player
can Summon") then leave no Normal Summon or Set at all."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _light(*hand, opponent_monsters=()):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Light of Intervention", face_down=False)
    for name in opponent_monsters:
        table.monster(1, name)
    table.hand(0, *hand)
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    return table.build()


def test_after_scapegoat_under_light_of_intervention_a_monster_cannot_be_set():
    """Q: I activated Scapegoat (no Summon this turn, Setting allowed) while my opponent's Light
    of Intervention is face-up. May I Set Battle Ox? A: no: it would be Normal Summoned in
    face-up Defense Position instead, and I may not Summon."""
    duel = _light("Scapegoat", "Battle Ox")
    s = Script(duel)
    assert s.has("set", "Battle Ox")            # before Scapegoat: a Set (a Summon here) is fine
    s.pick("activate", "Scapegoat")
    while duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)
    assert not s.has("summon", "Battle Ox")
    assert not s.has("set", "Battle Ox")
    assert field_monsters(duel, 0).count("Sheep Token") == 4


def test_beside_the_last_warrior_under_light_of_intervention_a_monster_cannot_be_set():
    """The Last Warrior from Another Planet face-up: neither player may Summon; under Light of
    Intervention neither may Set a monster."""
    duel = _light("Battle Ox", opponent_monsters=("The Last Warrior from Another Planet",))
    s = Script(duel)
    assert not s.has("summon", "Battle Ox")
    assert not s.has("set", "Battle Ox")


def test_without_light_of_intervention_scapegoats_player_may_still_set():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Scapegoat", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    assert s.has("set", "Battle Ox") and not s.has("summon", "Battle Ox")


def test_under_light_of_intervention_a_special_summon_in_attack_position_stays_in_attack():
    """Light of Intervention changes only face-down placements: Monster Reborn's monster chosen
    in Attack Position comes in Attack Position (engine `special_summon`)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Light of Intervention", face_down=False)
    table.grave(0, "Summoned Skull")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull", request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", request="option")
    assert [(c.name, c.position) for c in duel.monsters(0)] == [("Summoned Skull", "attack")]


def test_without_light_of_intervention_the_shallow_grave_summons_face_down():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Battle Ox")
    table.grave(1, "Mystical Elf")
    table.hand(0, "The Shallow Grave")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Shallow Grave")
    while duel.request.kind != "idle":
        duel.answer(duel.request.options[0].id)
    assert [(c.name, c.position) for c in duel.monsters(0)] == [("Battle Ox", "set")]
    assert [(c.name, c.position) for c in duel.monsters(1)] == [("Mystical Elf", "set")]


def test_stealth_bird_answered_by_light_of_intervention_stays_face_up():
    """Q: I activate Stealth Bird's effect to turn it face-down; my opponent chains Light of
    Intervention. A: Light of Intervention applies as soon as it resolves (seed 000 §效果分類 ›
    永續效果), so when Stealth Bird's effect resolves no monster may be turned face-down: it stays
    face-up (engine `change_position`)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Light of Intervention")
    table.monster(0, "Stealth Bird")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stealth Bird")
    s.pick("activate", "Light of Intervention", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert [(c.name, c.position) for c in duel.monsters(0)] == [("Stealth Bird", "attack")]
