"""Enemy Controller's rulings as Goat players ask them (the GOAT preset).

Its second mode Tributes one of its player's monsters as a cost, paid on activation (seed 000
§怪獸的表示形式: a monster may be Tributed "來發動卡的效果", to activate a card) to take control of a face-up monster of
the opponent until the End Phase. Sources: Pojo's Scapegoat card of the day of 2006-05-21
and of 2006-11-14 (Sheep Tokens as fodder for Enemy Controller and Creature Swap; the tokens
only cannot be Tributed "for a Tribute Summon"); Sangan's 2005 text (it triggers when
sent from the field to the Graveyard: a Tribute paid as a cost sends it there); the Goat habit of
Tributing a borrowed monster for a Monarch (the monster goes to its owner's GY, seed 000
§墓地: a card goes to its owner's GY)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

def _take_mode(s):
    """Activate Enemy Controller's second mode (its second effect: Tribute 1, take control)."""
    found = [o for o in s.options("activate", "Enemy Controller") if o.key.endswith(":e1")]
    assert len(found) == 1, s._describe(s.duel.request)
    s.answer(found[0])


def test_a_sheep_token_may_be_tributed_for_enemy_controller():
    """Q: Sheep Tokens may not be Tributed for a Tribute Summon: may I Tribute one for Enemy
    Controller? A: yes: that is a cost, not a Tribute Summon; I take the monster."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Sheep Token", position="defense")
    table.hand(0, "Enemy Controller")
    table.monster(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    _take_mode(s)
    s.pick("select", "Sheep Token", request="select")
    s.pick("target", "Jinzo", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Jinzo"] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Enemy Controller"]          # a token goes to no GY


def test_sangan_tributed_for_enemy_controller_still_searches():
    """Q: I Tribute Sangan for Enemy Controller: does Sangan search? A: yes: it was sent from
    the field to the GY (as a cost), and I add a monster with 1500 or less ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.hand(0, "Enemy Controller")
    table.monster(1, "Jinzo")
    table.deck(0, ["Kozaky", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    _take_mode(s)
    s.pick("select", "Sangan", request="select")
    s.pick("target", "Jinzo", request="target")
    s.pick("select", "Kozaky", request="select")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Jinzo"]
    assert hand(duel, 0) == ["Kozaky"] and sorted(grave(duel, 0)) == ["Enemy Controller", "Sangan"]


def test_a_monster_taken_by_enemy_controller_tributed_for_mobius_goes_to_its_owners_gy():
    """Q: I take my opponent's Jinzo with Enemy Controller and Tribute it for Mobius the Frost
    Monarch: where does Jinzo go, and may Mobius then destroy the Sakuretsu Armor Jinzo kept
    shut? A: Jinzo goes to its owner's GY; Mobius's effect may target that Set card."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Sheep Token", position="defense")
    table.hand(0, "Enemy Controller", "Mobius the Frost Monarch")
    table.monster(1, "Jinzo")
    sakuretsu = table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    _take_mode(s)
    s.pick("select", "Sheep Token", request="select")
    s.pick("target", "Jinzo", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("summon", "Mobius the Frost Monarch", request="idle")
    s.pick("tribute", "Jinzo", request="tribute")
    assert grave(duel, 1) == ["Jinzo"]
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", sakuretsu, request="target")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Mobius the Frost Monarch"]
    assert sorted(grave(duel, 1)) == ["Jinzo", "Sakuretsu Armor"]


def test_a_set_monster_may_be_tributed_for_enemy_controller():
    """Q: may I Tribute my face-down Magician of Faith for Enemy Controller? A: yes: a monster
    Tributed to activate a card may be face-down (seed 000 §怪獸的表示形式: "需要通過把持有特定
    條件的怪獸解放來發動卡的效果 ... 可以解放自己控制的裡側表示怪獸"); it goes to the GY
    without being flipped, so its Flip effect does not happen."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magician of Faith", position="set")
    table.grave(0, "Pot of Greed")
    table.hand(0, "Enemy Controller")
    table.monster(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    _take_mode(s)
    s.pick("select", "Magician of Faith", request="select")
    s.pick("target", "Jinzo", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Jinzo"] and hand(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Enemy Controller", "Magician of Faith", "Pot of Greed"]


def test_enemy_controller_negated_by_magic_jammer_keeps_its_tribute_paid():
    """Q: I Tribute Battle Ox for Enemy Controller's second mode, targeting Summoned Skull; my
    opponent negates it with Magic Jammer: do I get Battle Ox back, or take the Skull? A:
    neither: the Tribute was the cost, paid on activation; the negated effect takes nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Enemy Controller")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    _take_mode(s)
    s.pick("select", "Battle Ox", request="select")
    s.pick("target", "Summoned Skull", request="target")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Mirror Force", player=1)               # Magic Jammer's discard
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Enemy Controller"]
