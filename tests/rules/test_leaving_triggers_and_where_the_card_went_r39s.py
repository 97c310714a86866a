""""Sent to the GY" triggers and where the card really went (seed 000 §效果分類 誘發效果: a
trigger starts from the thing that happened to its card; §墓地: a card banished instead never
reaches the GY; seed 001 §特殊召喚 / seed 000 §同調召喚 / §連接召喚: materials are sent from the
field to the GY; seed 000 §衍生物: a Token that leaves the field vanishes). Rulings: Yugipedia,
Card Rulings: Macro Cosmos / Dimensional Fissure (a monster banished instead of going to the GY
does not activate "sent to the GY" or "destroyed and sent to the GY" effects); Sangan, Witch of
the Black Forest (their effects activate when they are used as Synchro or Link Material: they
are sent from the field to the GY)."""

from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

SHEEP = "Sheep Token"


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def test_sangan_destroyed_under_macro_cosmos_is_banished_and_searches_nothing():
    """Question: with Macro Cosmos face-up, Dark Hole destroys Sangan. Does Sangan search?
    Answer: no -- it is banished instead of going to the GY, so its "sent from the field to the
    GY" effect never starts."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.monster(1, "Sangan")
    table.deck(1, ["Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _resolve(duel, s)
    assert banished(duel, 1) == ["Sangan"] and hand(duel, 1) == []
    assert duel.request.kind == "idle" and duel.request.player == 0


def test_mystic_tomato_destroyed_by_battle_under_dimensional_fissure_summons_nothing():
    """Question: with Dimensional Fissure face-up, Battle Ox destroys Mystic Tomato by battle.
    Does Mystic Tomato ("destroyed by battle and sent to the GY") summon a DARK monster?
    Answer: no -- it was banished, never sent to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    tomato = table.monster(1, "Mystic Tomato")
    table.spell_trap(1, "Dimensional Fissure", face_down=False)
    table.deck(1, ["Sangan", "Giant Germ"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=tomato)
    _resolve(duel, s)
    assert banished(duel, 1) == ["Mystic Tomato"]
    assert field_monsters(duel, 1) == [] and len(duel.players[1].deck) == 2


def test_witch_of_the_black_forest_tributed_under_macro_cosmos_searches_nothing():
    """Question: under Macro Cosmos, Witch of the Black Forest is Tributed for Summoned Skull.
    Answer: the Tribute is banished instead; the Witch's effect does not activate."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Witch of the Black Forest")
    table.hand(0, "Summoned Skull")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.deck(0, ["Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Witch of the Black Forest")
    _resolve(duel, s)
    assert banished(duel, 0) == ["Witch of the Black Forest"]
    assert hand(duel, 0) == [] and field_monsters(duel, 0) == ["Summoned Skull"]


def test_a_sheep_token_destroyed_under_macro_cosmos_vanishes_and_is_not_banished():
    """Question: under Macro Cosmos, Dark Hole destroys Sheep Tokens. Are they banished?
    Answer: no -- a Token leaving the field vanishes; it is in no GY and not banished."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.monster(1, SHEEP, position="defense")
    table.monster(1, SHEEP, position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _resolve(duel, s)
    assert field_monsters(duel, 1) == []
    assert banished(duel, 1) == [] and grave(duel, 1) == []


def test_witch_of_the_black_forest_used_as_synchro_material_searches():
    """Question: Effect Veiler (Tuner, 1) and Witch of the Black Forest (4) make Ally of Justice
    Catastor (5). Does the Witch's effect activate?
    Answer: yes -- a Synchro Material is sent from the field to the GY; its owner adds a
    monster with 1500 or less DEF from the Deck."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Ally of Justice Catastor")
    table.monster(0, "Effect Veiler")
    table.monster(0, "Witch of the Black Forest")
    table.deck(0, ["Mystical Elf", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Ally of Justice Catastor")
    s.pick("option", "Attack Position", request="option")
    if duel.request.kind == "yes_no":
        s.pick("yes")
    if duel.request.kind == "select":
        s.pick("select", "Summoned Skull")
    _resolve(duel, s)
    assert field_monsters(duel, 0) == ["Ally of Justice Catastor"]
    assert hand(duel, 0) == ["Summoned Skull"]


def test_sangan_used_as_link_material_searches():
    """Question: Sangan and Battle Ox are the two materials of Proxy Dragon. Does Sangan
    search?
    Answer: yes -- Link Materials are sent from the field to the GY (seed 000 §連接召喚)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Proxy Dragon")
    table.monster(0, "Sangan")
    table.monster(0, "Battle Ox")
    table.deck(0, ["Mystical Elf", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", "Proxy Dragon")
    s.pick("select", "Sangan")                    # Battle Ox, the only other, follows
    if duel.request.kind == "yes_no":
        s.pick("yes")
    s.pick("select", "Mystical Elf", request="select")
    _resolve(duel, s)
    assert field_monsters(duel, 0) == ["Proxy Dragon"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Sangan"]
    assert hand(duel, 0) == ["Mystical Elf"]


def test_breaker_revived_holds_no_spell_counter():
    """Question: Breaker the Magical Warrior, Normal Summoned (a Spell Counter: 1900), is
    destroyed by its player's Dark Hole and revived by Monster Reborn. Its ATK?
    Answer: 1600 and no counter to remove -- a card that left the field is a new card: its
    counters are gone, and a Special Summon puts none on it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    breaker = table.hand(0, "Breaker the Magical Warrior")
    table.hand(0, "Dark Hole")
    table.hand(0, "Monster Reborn")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    _resolve(duel, s)
    assert duel.atk(breaker.card(duel)) == 1900
    s.pick("activate", "Dark Hole")
    _resolve(duel, s)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Breaker the Magical Warrior")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Breaker the Magical Warrior"]
    assert duel.atk(breaker.card(duel)) == 1600
    assert not s.has("activate", "Breaker the Magical Warrior")
