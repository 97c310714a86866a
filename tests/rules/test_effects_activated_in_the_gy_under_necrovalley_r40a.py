"""Necrovalley negates a card effect that would move a card in the GY to another place; an
effect activated in the GY that moves nothing out of the GY is not negated. Sangan, Mystic
Tomato and Pyramid Turtle are activated in the GY after they went there, but they take a card
from the Deck: Necrovalley leaves them alone. Sinister Serpent, activated in the GY, would move
itself to the hand: negated (tests/rules/test_rulings_necrovalley.py).

Sources: Necrovalley's current text (effects that would move a card in the GY elsewhere are negated;
the text the engine plays in every preset); ygorganization.com/?p=800
"Necrovalley" §3; for the Goat-era text, Pojo's Card of the Day of 26 Aug 2005 (Necrovalley):
"Sangan, Tomato, Turtle ... will still get to search". Seed 000 §效果分類 (a trigger activated in the GY)."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _destroy_by_battle(table, name, deck):
    table.field_spell(0, "Necrovalley")
    table.monster(0, "Summoned Skull")
    victim = table.monster(1, name)
    table.deck(1, deck)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=victim)
    return duel, s


def test_sangan_sent_to_the_gy_under_necrovalley_still_adds_a_monster_from_the_deck():
    """Question: under Necrovalley, Sangan is destroyed by battle. Is its effect negated?
    Answer: no: it adds a monster from the Deck, moving nothing out of a GY; player 1 adds
    Celtic Guardian (1400 ATK) to their hand."""
    duel, s = _destroy_by_battle(Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step"),
                                 "Sangan", ["Celtic Guardian", "Summoned Skull"])
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian", player=1)
    assert of_type(duel, "negated") == []
    assert hand(duel, 1) == ["Celtic Guardian"]


def test_mystic_tomato_destroyed_by_battle_under_necrovalley_still_summons_from_the_deck():
    """Question: under Necrovalley, Mystic Tomato is destroyed by battle. Answer: its effect
    Special Summons a DARK monster with 1500 or less ATK from the Deck (Gravekeeper's Spy):
    not negated."""
    duel, s = _destroy_by_battle(Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step"),
                                 "Mystic Tomato", ["Gravekeeper's Spy", "Battle Ox"])
    s.pick("yes", request="yes_no", player=1)
    if duel.request.kind == "select":
        s.pick("select", "Gravekeeper's Spy", player=1)
    assert of_type(duel, "negated") == []
    assert field_monsters(duel, 1) == ["Gravekeeper's Spy"]
    assert grave(duel, 1) == ["Mystic Tomato"]


def test_pyramid_turtle_destroyed_by_battle_under_necrovalley_still_summons_from_the_deck():
    """Question: under the opponent's Necrovalley, Pyramid Turtle in Defense Position is
    destroyed by battle. Answer: its effect Special Summons a Zombie with 2000 or less DEF from
    the Deck (Vampire Lord): not negated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Necrovalley")
    table.monster(0, "Summoned Skull")
    turtle = table.monster(1, "Pyramid Turtle", position="defense")
    table.deck(1, ["Vampire Lord", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=turtle)
    s.pick("yes", request="yes_no", player=1)
    if duel.request.kind == "select":
        s.pick("select", "Vampire Lord", player=1)
    if duel.request.kind == "option":
        s.pick("option", "Defense Position", player=1)
    assert of_type(duel, "negated") == []
    assert field_monsters(duel, 1) == ["Vampire Lord"]
    assert grave(duel, 1) == ["Pyramid Turtle"]


def test_ryu_kokki_destroyed_by_the_battle_still_destroys_the_spellcaster_under_necrovalley():
    """Question: under player 1's Necrovalley, player 0's Ryu Kokki (2400) attacks Dark Magician
    (2500, a Spellcaster) and is destroyed. Its effect, applied at the end of the Damage Step
    from the GY, destroys Dark Magician: is it negated? Answer: no: it moves nothing out of a
    GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Ryu Kokki")
    magician = table.monster(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ryu Kokki", target=magician)
    for _ in range(4):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert of_type(duel, "negated") == []
    assert grave(duel, 0) == ["Ryu Kokki"] and grave(duel, 1) == ["Dark Magician"]


# Every bundled effect activated in the GY, by what its resolution does with its own card: the
# ones that move it out of the GY declare `leaves_grave=True` (Necrovalley negates them), the
# others move nothing out of a GY by themselves (a target there is Necrovalley's other reach,
# `link.targets`). A new GY effect must be put in one of the two lists.
MOVES_ITSELF_OUT = {
    "sinister_serpent", "artifact_beagalltach", "artifact_moralltach", "quillbolt_hedgehog",
    "dark_necrofear", "plaguespreader_zombie", "linkuriboh", "archfiend_of_gilfer", "vampire_lord",
    "indomitable_gladiator_beast", "sacred_phoenix_of_nephthys", "stardust_dragon", "treeborn_frog",
    "twin_headed_behemoth", "axe_of_despair", "fox_fire"}
STAYS_IN_THE_GY = {
    "apprentice_magician", "dark_flare_knight", "dandylion", "night_assailant",
    "makyura_the_destructor", "sangan", "artifact_ignition", "ryu_kokki", "the_wicked_eraser",
    "pyramid_turtle", "witch_of_the_black_forest", "mystic_tomato", "giant_rat", "nimble_momonga",
    "newdoria", "electric_snake", "hyper_hammerhead", "dark_mimic_lv3",
    "shining_angel",     # round 54c
    "winged_kuriboh"}     # round 54h
STAYS_IN_THE_GY |= {"big_bang_shot"}     # round 54l: the banish of its leave trigger
STAYS_IN_THE_GY |= {"mecha_dog_marron"}     # round 55d
MOVES_ITSELF_OUT |= {"malevolent_nuzzler", "horn_of_the_unicorn", "horn_of_light"}     # round 55c
STAYS_IN_THE_GY |= {"black_pendant"}     # round 55c
STAYS_IN_THE_GY |= {"blast_with_chain"}     # round 55e: its destruction trigger, activated in the GY
STAYS_IN_THE_GY |= {"zolga", "spear_cretin"}     # round 55h: Zolga gains LP; Spear Cretin revives other monsters
STAYS_IN_THE_GY |= {"pixie_knight"}     # round 55j: its target is another card (a Spell of its GY)
STAYS_IN_THE_GY |= {"giant_germ"}     # round 55j: damage, then copies from the Deck
MOVES_ITSELF_OUT |= {"penguin_knight"}     # round 55l: the whole GY, itself included, into the Deck
# round 55rb: elemental_hero_flame_wingman removed (its burn is never activated in the GY: destroyed in the same battle, it activates nothing)
STAYS_IN_THE_GY |= {"gigantes", "kaiser_glider"}     # round 56f: their destruction triggers move no GY card
STAYS_IN_THE_GY |= {"amazoness_chain_master"}     # round 56d: it takes a card of the opponent's hand
STAYS_IN_THE_GY |= {"guardian_tryce"}     # round 57m: its destruction trigger revives another card, its Tribute
STAYS_IN_THE_GY |= {"dark_coffin"}     # round 56i: its destruction trigger moves no GY card
STAYS_IN_THE_GY |= {"hyena"}     # round 57d: it summons copies from the Deck
MOVES_ITSELF_OUT |= {"butterfly_dagger_elma"}     # round 57c: back to the hand from the GY
STAYS_IN_THE_GY |= {"slate_warrior", "mine_golem"}     # round 57q: a loss on the destroyer; damage


def _grave_effects():
    import importlib
    import pkgutil
    import duelist.cards.scripts as scripts
    from duelist.engine import state as S
    out = []
    for info in pkgutil.iter_modules(scripts.__path__):
        module = importlib.import_module("duelist.cards.scripts." + info.name)
        name = info.name.split("_", 1)[1]
        effects = list(getattr(module, "EFFECTS", ()))
        for era in getattr(module, "ERAS", {}).values():
            effects.extend(era.get("EFFECTS", ()))
        for effect in effects:
            # (and a delayed trigger, activated where its card lies: Stardust Dragon's return)
            if effect.range and (S.GRAVE in effect.range or (effect.kind == "trigger" and "delayed" in effect.range)) \
                    and effect.kind != "continuous":
                out.append((name, effect))
    return out


def test_every_effect_activated_in_the_gy_says_whether_it_moves_its_own_card_out():
    """Question: which effects activated in the GY would move a card in the GY (their own)?
    Answer: those that return, summon or equip their own card (Sinister Serpent, Vampire Lord,
    Archfiend of Gilfer...) declare it; searches and summons from the Deck (Sangan, Mystic
    Tomato) do not. Seed 000 §效果分類; Necrovalley's current text."""
    found = _grave_effects()
    assert found, "no GY effect found"
    declared = {name for name, effect in found if effect.leaves_grave}
    undeclared = {name for name, effect in found if not effect.leaves_grave}
    assert declared == MOVES_ITSELF_OUT
    assert undeclared == STAYS_IN_THE_GY
MOVES_ITSELF_OUT |= {"agido"}     # round 56e: it summons a Fairy from its GY, itself on a 4
STAYS_IN_THE_GY |= {"masked_dragon"}     # round 56l: it summons a Dragon from the Deck
STAYS_IN_THE_GY |= {"troop_dragon"}     # round 56l: it summons a copy from the Deck
STAYS_IN_THE_GY |= {"legendary_jujitsu_master", "atomic_firefly"}     # round 57f: they return the attacker to the Deck / burn
STAYS_IN_THE_GY |= {"fuhma_shuriken"}     # round 57h: its damage trigger, activated in the GY (as Black Pendant)
STAYS_IN_THE_GY |= {"granadora", "getsu_fuhma"}     # round 57j: damage to its owner; a destruction on the field
MOVES_ITSELF_OUT |= {"cockroach_knight"}     # round 57j: back on top of the Deck
STAYS_IN_THE_GY |= {"mother_grizzly", "flying_kamakiri_1", "ufo_turtle", "howling_insect", "skull_mark_ladybug"}     # round 58d: floaters summon from the Deck; the Ladybug gains LP
STAYS_IN_THE_GY |= {"kryuel"}     # round 58e: a coin call that destroys a monster on the field (as Newdoria)
STAYS_IN_THE_GY |= {"peten_the_dark_clown"}     # round 58g: its cost banishes it (grave_banish), its resolution summons a copy
STAYS_IN_THE_GY |= {"vampire_baby"}     # round 58g: its delayed trigger summons the monster it destroyed, not itself
STAYS_IN_THE_GY |= {"mokey_mokey_king"}     # round 59f: it summons the Mokey Mokeys of its GY, not itself
MOVES_ITSELF_OUT |= {"outstanding_dog_marron"}     # round 59f: shuffled back into the Deck from the GY
STAYS_IN_THE_GY |= {"kozakys_self_destruct_button"}     # round 59h: its damage trigger, activated in the GY (as Dark Coffin)
STAYS_IN_THE_GY |= {"cobra_jar", "statue_of_the_wicked"}     # round 59g: a delayed burn for its Token; a Token from the GY, not itself
MOVES_ITSELF_OUT |= {"sword_of_deep_seated"}     # round 59e: back on top of the Deck
MOVES_ITSELF_OUT |= {"despair_from_the_dark"}     # round 59l: it summons itself from the GY
STAYS_IN_THE_GY |= {"spiritual_energy_settle_machine"}     # round 59q: its leaving trigger returns face-up Spirits from the field
STAYS_IN_THE_GY |= {"keldo", "smoke_grenade_of_the_thief", "silpheed"}     # round 59w: their destruction triggers move other cards (GY to Deck, hand to GY)
