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

